import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseBanks } from '../../../src/core';

describe('normaliseBanks', () => {
  it.each([
    ['banks with name and code', { banks: [{ name: 'Wema bank', code: '035' }] }],
    ['Banks with bank_name and bank_code', { Banks: [{ bank_name: ' Wema bank ', bank_code: '035' }] }],
    ['data with bankName and a numeric code', { data: [{ bankName: 'Wema bank', bankCode: 35 }] }],
  ])('reads %s', (_, json) => {
    const [bank] = normaliseBanks(json);
    expect(bank?.name).toBe('Wema bank');
    expect(bank?.code).toMatch(/^0?35$/);
  });

  it('reads a bare list of names, leaving code out', () => {
    expect(normaliseBanks(['Access Bank', ' Wema bank '])).toEqual([{ name: 'Access Bank' }, { name: 'Wema bank' }]);
  });

  it('drops nameless entries and repeated names in any case', () => {
    expect(normaliseBanks({ banks: [{ code: '1' }, { name: 'GTBank' }, { name: 'gtbank' }, 7] })).toEqual([{ name: 'GTBank' }]);
  });

  it('gives each name as it reads: invisible characters removed, white space collapsed, so a zero-width copy is a repeat', () => {
    expect(normaliseBanks({ banks: [{ name: 'Wema\u200b  Bank', code: '0\u200b35' }, { name: 'Wema Bank\u202e' }, { name: '\u200b' }] })).toEqual([
      { name: 'Wema Bank', code: '035' },
    ]);
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (json) => Array.isArray(normaliseBanks(json))));
  });
});
