import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseVendors } from '../../src/core';

const VENDOR = { name: 'Adaeze Okafor', bank: 'Wema bank', number: '0123456789' };

describe('normaliseVendors', () => {
  it('reads the observed shape: Vendors with venderName, vendorBank, vendorNumber', () => {
    const json = { Vendors: [{ venderName: ' Adaeze Okafor ', vendorNumber: '0123456789', vendorBank: 'Wema bank ' }] };
    expect(normaliseVendors(json)).toEqual([VENDOR]);
  });

  it.each([
    ['snake_case under vendors', { vendors: [{ vendor_name: 'Adaeze Okafor', vendor_bank: 'Wema bank', vendor_number: '0123456789' }] }],
    ['camelCase under data', { data: [{ vendorName: 'Adaeze Okafor', vendorBank: 'Wema bank', vendorNumber: '0123456789' }] }],
    ['plain keys in a bare array', [{ name: 'Adaeze Okafor', bank: 'Wema bank', account_number: '0123456789' }]],
    ['data wrapping vendors', { data: { vendors: [{ name: 'Adaeze Okafor', bank: 'Wema bank', number: '0123456789' }] } }],
    ['a numeric account number', { Vendors: [{ venderName: 'Adaeze Okafor', vendorBank: 'Wema bank', vendorNumber: 123456789 }] }],
  ])('reads %s', (_, json) => {
    const [vendor] = normaliseVendors(json);
    expect(vendor?.name).toBe('Adaeze Okafor');
    expect(vendor?.bank).toBe('Wema bank');
    expect(vendor?.number).toMatch(/^0?123456789$/);
  });

  it('drops entries missing a value, blank values and duplicates', () => {
    const json = { Vendors: [VENDOR, { name: 'No bank', number: '1' }, { name: ' ', bank: 'b', number: '1' }, null, 'x', VENDOR] };
    expect(normaliseVendors(json)).toEqual([VENDOR]);
  });

  it('gives each value as it reads: invisible characters removed and white space collapsed, so a zero-width copy is a repeat', () => {
    const json = {
      Vendors: [
        { venderName: 'Ada\u200beze  Okafor\u202e', vendorBank: 'Wema\u00a0bank', vendorNumber: '0123\u200b456789' },
        VENDOR,
        { venderName: '\u200b', vendorBank: 'Wema bank', vendorNumber: '1' },
      ],
    };
    expect(normaliseVendors(json)).toEqual([VENDOR]);
  });

  it('keeps look-alike vendors with other accounts: they are told apart on screen, not here', () => {
    const cyrillic = { name: '\u0410daeze Okafor', bank: 'Wema bank', number: '2034567891' };
    expect(normaliseVendors({ vendors: [VENDOR, cyrillic] })).toEqual([VENDOR, cyrillic]);
  });

  it('drops a vendor whose name or bank is longer than a buy body takes (it could be paid but never claimed)', () => {
    const long = { name: 'A'.repeat(201), bank: 'Wema bank', number: '2034567891' };
    const longest = { ...long, name: 'A'.repeat(200) };
    expect(normaliseVendors({ vendors: [VENDOR, long, { ...VENDOR, number: '1', bank: 'B'.repeat(5000) }, longest] })).toEqual([VENDOR, longest]);
  });

  it('gives an empty list for anything else, and never throws', () => {
    for (const json of [null, undefined, 'vendors', 3, {}, { Vendors: 'x' }]) expect(normaliseVendors(json)).toEqual([]);
    fc.assert(fc.property(fc.anything(), (json) => Array.isArray(normaliseVendors(json))));
  });
});
