import { describe, expect, it } from 'vitest';
import { validateAccountNumber } from '../../src/core';

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
