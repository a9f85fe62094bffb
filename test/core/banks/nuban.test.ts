import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { institutionCode, nubanCheckDigit, nubanCheckPasses } from '../../../src/core';

describe('the NUBAN check digit (CBN, 2010)', () => {
  // The CBN's own worked examples (NUBAN proposals, version 0.4): First Bank, code 011.
  it('gives 9 for serial 000001457 at First Bank (011): account 0000014579', () => {
    // 0*3+1*7+1*3 + 0*3+0*7+0*3+0*3+0*7+1*3+4*3+5*7+7*3 = 81; 10 - 1 = 9
    expect(nubanCheckDigit('000001457', '011')).toBe(9);
    expect(nubanCheckPasses('0000014579', '011')).toBe(true);
  });

  it('gives 0 for serial 000000022 at First Bank (011): account 0000000220 (10 - 0 is taken as 0)', () => {
    expect(nubanCheckDigit('000000022', '011')).toBe(0);
    expect(nubanCheckPasses('0000000220', '011')).toBe(true);
  });

  // A published example of the "which banks could this number belong to" use: 5050114930 fits
  // Providus (101), Standard Chartered (068), Wema (035) and Zenith (057) among the CBN's banks.
  it.each(['101', '068', '035', '057'])('5050114930 fits the bank with code %s', (code) => {
    expect(nubanCheckPasses('5050114930', code)).toBe(true);
  });

  it.each(['044', '011', '058', '033', '214', '070'])('5050114930 does not fit the bank with code %s', (code) => {
    expect(nubanCheckPasses('5050114930', code)).toBe(false);
  });

  it('catches any one digit typed wrong, anywhere in the number', () => {
    const digit = fc.integer({ min: 0, max: 9 });
    const code = fc.stringMatching(/^[0-9]{3}$/);
    const serial = fc.stringMatching(/^[0-9]{9}$/);
    fc.assert(
      fc.property(code, serial, fc.integer({ min: 0, max: 9 }), digit, (bank, first9, position, replacement) => {
        const account = `${first9}${nubanCheckDigit(first9, bank)}`;
        fc.pre(account[position] !== String(replacement));
        const typo = `${account.slice(0, position)}${replacement}${account.slice(position + 1)}`;
        expect(nubanCheckPasses(account, bank)).toBe(true);
        expect(nubanCheckPasses(typo, bank)).toBe(false);
      }),
    );
  });
});

describe('the 2020 revision: 6-digit institution codes', () => {
  it('makes a bank code 6 digits with "000" in front and another institution\'s 5-digit code with "9"', () => {
    expect(institutionCode('011')).toBe('000011');
    expect(institutionCode('50211')).toBe('950211');
    expect(institutionCode('999992')).toBe('999992');
  });

  it('leaves a bank\'s check digit as the 2010 rule gave it', () => {
    expect(nubanCheckDigit('000001457', '000011')).toBe(9);
  });

  it('checks another institution\'s numbers over its 6-digit code and the 9-digit serial', () => {
    // 950211 123456789 with weights 3,7,3,3,7,3,3,7,3,3,7,3,3,7,3:
    // 27+35+0+6+7+3 + 3+14+9+12+35+18+21+56+27 = 273; 10 - 3 = 7
    expect(nubanCheckDigit('123456789', '50211')).toBe(7);
    expect(nubanCheckPasses('1234567897', '50211')).toBe(true);
    expect(nubanCheckPasses('1234567897', '950211')).toBe(true);
    expect(nubanCheckPasses('1234567890', '50211')).toBe(false);
  });

  it.each(['', '44', '0440', '1000002', 'ABC', ' 0 1'])('cannot check against the code %j', (code) => {
    expect(institutionCode(code)).toBeUndefined();
    expect(nubanCheckPasses('0000014579', code)).toBeUndefined();
  });

  it.each(['', '000001457', '00000145790', '000001457a'])('cannot check the number %j', (number) => {
    expect(nubanCheckPasses(number, '011')).toBeUndefined();
  });
});
