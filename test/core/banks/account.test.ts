import { describe, expect, it } from 'vitest';
import { normaliseAccountNumber, validateAccountNumber } from '../../../src/core';

describe('validateAccountNumber', () => {
  it.each(['0123456789', ' 9480948372 ', '0000000000'])('accepts %j: ten digits, no check-digit test', (value) => {
    expect(validateAccountNumber(value)).toBeUndefined();
  });

  it.each([
    ['', /Enter the 10-digit account number/],
    ['123456789', /exactly 10 digits \(this has 9\)/],
    ['01234567890', /exactly 10 digits \(this has 11\)/],
    ['01234-56789', /digits only/],
    ['012345678a', /digits only/],
    ['٠١٢٣٤٥٦٧٨٩', /digits only/],
  ])('refuses %j', (value, message) => {
    expect(validateAccountNumber(value)).toMatch(message);
  });
});

describe('normaliseAccountNumber', () => {
  it.each([
    ['0123 456 789', '0123456789'],
    ['0123-456-789', '0123456789'],
    [' 0123\u00a0456\u2009789 ', '0123456789'],
    ['01.23.45.67.89', '0123456789'],
    // Copied from apps that mark a number's direction or join its digits: the marks are not digits.
    ['\u202a0123456789\u202c', '0123456789'],
    ['0123\u200b456\u2060789', '0123456789'],
  ])('takes %j as typed or pasted and gives the digits %j', (typed, digits) => {
    expect(normaliseAccountNumber(typed)).toBe(digits);
    expect(validateAccountNumber(normaliseAccountNumber(typed))).toBeUndefined();
  });

  it('leaves letters for the validator to refuse', () => {
    expect(validateAccountNumber(normaliseAccountNumber('0123 456 78a'))).toMatch(/digits only/);
  });
});
