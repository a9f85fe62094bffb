import { describe, expect, it } from 'vitest';
import { BANK_ALIASES, DEPOSIT_BANK_CODES, cbnCodeOf } from '../../../src/core';

describe('cbnCodeOf', () => {
  it('takes the code the bank list gives', () => {
    expect(cbnCodeOf({ name: 'Wema Bank', code: '035' })).toBe('035');
    expect(cbnCodeOf({ name: 'OPay', code: ' 999992 ' })).toBe('999992');
  });

  it.each([
    ['Guaranty Trust Bank', '058'],
    ['GTBank', '058'],
    ['Guaranty Trust Bank Plc', '058'],
    ['first bank', '011'],
    ['ACCESS BANK', '044'],
    ['Access Diamond', '044'],
    ['Skye Bank', '076'],
    ['UBA', '033'],
    ['ALAT by Wema', '035'],
  ])('knows %j as a deposit money bank with code %s when the list has no code', (name, code) => {
    expect(cbnCodeOf({ name })).toBe(code);
  });

  it.each(['OPay', 'Kuda', 'Moniepoint MFB', 'Some Microfinance Bank', ''])('has no code for %j without the list\'s', (name) => {
    expect(cbnCodeOf({ name })).toBeUndefined();
  });

  it('names every shipped bank as BANK_ALIASES does, so common names find its code', () => {
    const formal = new Set(BANK_ALIASES.map((entry) => entry[0]));
    for (const name of Object.keys(DEPOSIT_BANK_CODES)) expect(formal).toContain(name);
    for (const code of Object.values(DEPOSIT_BANK_CODES)) expect(code).toMatch(/^[0-9]{3}$/);
  });
});
