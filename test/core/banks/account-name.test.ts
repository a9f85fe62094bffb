import { describe, expect, it } from 'vitest';
import { MAX_ACCOUNT_NAME_LENGTH, MAX_BANK_NAME_LENGTH, parseAccountNameAnswer, readAccountName, readAccountNameQuery } from '../../../src/core';

const banks = [{ name: 'Wema Bank', code: '035' }, { name: 'Guaranty Trust Bank' }, { name: 'OPay', code: '999992' }, { name: 'Carbon' }];

describe('readAccountNameQuery', () => {
  it('gives the listed bank name, its code from the list and the 10 digits', () => {
    expect(readAccountNameQuery({ bank_name: 'wema', account_number: '0123 456-789' }, banks)).toEqual({
      ok: true,
      query: { bankName: 'Wema Bank', bankCode: '035', accountNumber: '0123456789' },
    });
  });

  it('takes a deposit money bank\'s code from the shipped table when the list has none, and leaves it out when neither knows', () => {
    expect(readAccountNameQuery({ bank_name: 'GTBank', account_number: '0123456789' }, banks)).toEqual({
      ok: true,
      query: { bankName: 'Guaranty Trust Bank', bankCode: '058', accountNumber: '0123456789' },
    });
    expect(readAccountNameQuery({ bank_name: 'Carbon', account_number: '0123456789' }, banks)).toEqual({
      ok: true,
      query: { bankName: 'Carbon', accountNumber: '0123456789' },
    });
  });

  it('names every wrong field in the signer\'s words', () => {
    expect(readAccountNameQuery({}, banks)).toEqual({
      ok: false,
      fields: { bank_name: 'Bank: enter the bank name', account_number: 'Account number: enter the 10-digit account number' },
    });
    expect(readAccountNameQuery({ bank_name: 'Monzo', account_number: '123' }, banks)).toEqual({
      ok: false,
      fields: { bank_name: 'Bank: choose a bank from the list', account_number: 'Account number: account numbers have exactly 10 digits (this has 3)' },
    });
  });

  it('refuses an oversized bank name without searching the list for it', () => {
    const read = readAccountNameQuery({ bank_name: 'Wema Bank'.padEnd(MAX_BANK_NAME_LENGTH + 1, 'x'), account_number: '0123456789' }, banks);
    expect(read).toEqual({ ok: false, fields: { bank_name: `Bank: a bank name has at most ${MAX_BANK_NAME_LENGTH} characters` } });
  });

  it('passes the phone-number hint through for an 11-digit number starting with 0', () => {
    const read = readAccountNameQuery({ bank_name: 'OPay', account_number: '08031234567' }, banks);
    expect(read.ok ? undefined : read.fields.account_number).toMatch(/without the leading 0: 8031234567/);
  });

  it.each([[['Wema Bank']], [42], [{ name: 'Wema Bank' }]])('refuses a bank name that is not text (%j)', (value) => {
    expect(readAccountNameQuery({ bank_name: value, account_number: '0123456789' }, banks)).toMatchObject({ ok: false, fields: { bank_name: 'Bank: enter the bank name' } });
  });
});

describe('the account name read from an answer', () => {
  it('is the trimmed name with its spaces collapsed', () => {
    expect(parseAccountNameAnswer({ account_name: '  ADAEZE   OKONKWO ' })).toBe('ADAEZE OKONKWO');
    expect(readAccountName('Tansi Jones')).toBe('Tansi Jones');
  });

  it('is the name as it reads: a bidi override or zero-width space is removed, never shown', () => {
    // Unclosed, U+202E would draw the widget's own words after it backwards; closed, "OKNOKWO" as "OWKONKO".
    expect(parseAccountNameAnswer({ account_name: 'ADAEZE \u202eOKNOKWO' })).toBe('ADAEZE OKNOKWO');
    expect(parseAccountNameAnswer({ account_name: '\u202eOKNOKWO\u202c' })).toBe('OKNOKWO');
    expect(readAccountName('TANSI\u200b JONES\u2066')).toBe('TANSI JONES');
    expect(readAccountName('\u200b\u202e')).toBeUndefined();
  });

  it.each([
    ['no field', {}],
    ['a blank name', { account_name: '  ' }],
    ['a number', { account_name: 42 }],
    ['a control character', { account_name: 'ADA\u0000EZE' }],
    ['an oversized name', { account_name: 'A'.repeat(MAX_ACCOUNT_NAME_LENGTH + 1) }],
    ['no object', 'ADAEZE OKONKWO'],
  ])('is unreadable with %s', (_, answer) => {
    expect(parseAccountNameAnswer(answer)).toBeUndefined();
  });
});

describe('readAccountNameQuery before the bank list is known', () => {
  it('refuses what needs no list (missing, oversized, not 10 digits) and takes any bank name otherwise', () => {
    expect(readAccountNameQuery({ bank_name: '', account_number: '12' }, undefined)).toMatchObject({ ok: false, fields: { bank_name: expect.any(String), account_number: expect.any(String) } });
    expect(readAccountNameQuery({ bank_name: 'Monzo', account_number: '0123456789' }, undefined)).toEqual({ ok: true, query: { bankName: 'Monzo', accountNumber: '0123456789' } });
  });
});
