import { describe, expect, it } from 'vitest';
import { accountNumberWarning } from '../../../src/core';

describe('accountNumberWarning', () => {
  it('warns, naming the bank, when the check digit fails for the listed code', () => {
    // 5050114930 fits Wema (035), not Access (044): see nuban.test.ts.
    expect(accountNumberWarning('5050114930', { name: 'Access Bank', code: '044' })).toMatchObject({
      code: 'check_digit',
      message: 'Double-check this number: it does not look like an account number at Access Bank. Go on only if you are sure it is right.',
    });
    expect(accountNumberWarning('5050114930', { name: 'Wema Bank', code: '035' })).toBeUndefined();
  });

  it('uses the shipped code of a deposit money bank when the list has none', () => {
    expect(accountNumberWarning('0000014579', { name: 'First Bank of Nigeria' })).toBeUndefined();
    expect(accountNumberWarning('0000014578', { name: 'FirstBank' })?.code).toBe('check_digit');
  });

  it('checks another institution\'s number over its 5-digit code (2020 revision)', () => {
    expect(accountNumberWarning('1234567897', { name: 'FairMoney Microfinance Bank', code: '51318' })?.code).toBe('check_digit');
    expect(accountNumberWarning('1234567897', { name: 'Kuda Microfinance Bank', code: '50211' })).toBeUndefined();
  });

  it('says nothing of a phone number at a bank that uses phone numbers, whatever its code', () => {
    expect(accountNumberWarning('8031234567', { name: 'OPay', code: '999992' })).toBeUndefined();
    expect(accountNumberWarning('8031234567', { name: 'Kuda Microfinance Bank', code: '50211' })).toBeUndefined();
    // The same digits at a bank that does not, with a code they fail, are worth a second look.
    expect(accountNumberWarning('8031234567', { name: 'Access Bank', code: '044' })?.code).toBe('check_digit');
  });

  it('says nothing when no code is known, the code cannot be used, or there is no bank yet', () => {
    expect(accountNumberWarning('5050114930', { name: 'Some Microfinance Bank' })).toBeUndefined();
    expect(accountNumberWarning('5050114930', { name: 'Access Bank', code: '44' })).toBeUndefined();
    expect(accountNumberWarning('5050114930', undefined)).toBeUndefined();
  });

  it('says nothing of a number the account-number rule refuses (that rule speaks)', () => {
    expect(accountNumberWarning('505011493', { name: 'Access Bank', code: '044' })).toBeUndefined();
  });
});
