import { describe, expect, it } from 'vitest';
import { isPhoneNumberAccount, isPhoneNumberBank, phoneNumberHint, readAccountNumber, validateAccountNumber } from '../../../src/core';

describe('the phone-number hint', () => {
  it('tells a person who typed an 11-digit number starting with 0 to drop the 0, with the 10 digits to use', () => {
    const hint = phoneNumberHint('08031234567');
    expect(hint).toMatch(/OPay, PalmPay, Moniepoint and Kuda/);
    expect(hint).toMatch(/without the leading 0: 8031234567$/);
  });

  it.each(['8031234567', '18031234567', '080312345678', '0803123456'])('gives no hint for %j', (digits) => {
    expect(phoneNumberHint(digits)).toBeUndefined();
  });

  it('still refuses the 11 digits, and says both what is wrong and what to try', () => {
    expect(validateAccountNumber('08031234567')).toBe(
      'Account numbers have exactly 10 digits (this has 11). If this is a phone number, OPay, PalmPay, Moniepoint and Kuda use it without the leading 0: 8031234567',
    );
    const read = readAccountNumber('0803 123 4567');
    expect(read).toMatchObject({ ok: false, code: 'phone_number' });
  });

  it('keeps the plain length message for other wrong lengths', () => {
    expect(readAccountNumber('12345678901')).toMatchObject({ ok: false, code: 'account_number', message: 'Account numbers have exactly 10 digits (this has 11)' });
  });
});

describe('phone-number banks and numbers', () => {
  it.each(['OPay', 'Paycom', 'PalmPay', 'Moniepoint', 'Moniepoint MFB', 'Kuda', 'Kuda Microfinance Bank'])('%j uses phone numbers as account numbers', (name) => {
    expect(isPhoneNumberBank({ name })).toBe(true);
  });

  it.each(['Wema Bank', 'GTBank', 'Carbon'])('%j does not', (name) => {
    expect(isPhoneNumberBank({ name })).toBe(false);
  });

  it.each(['7031234567', '8031234567', '8131234567', '9031234567', '9131234567'])('%j reads as a mobile number without its 0', (number) => {
    expect(isPhoneNumberAccount(number)).toBe(true);
  });

  it.each(['0031234567', '6031234567', '8231234567', '803123456'])('%j does not', (number) => {
    expect(isPhoneNumberAccount(number)).toBe(false);
  });
});
