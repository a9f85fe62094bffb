import { describe, expect, it } from 'vitest';
import { laterMessages } from '../../../src/react/messages/later';
import { catalogue as ha } from '../../../src/react/messages/catalogues/ha';
import { catalogue as yo } from '../../../src/react/messages/catalogues/yo';
import { pluralOf } from '../../../src/react/messages/plural';

describe('counted phrases', () => {
  it('take the form the language’s plural rules give the count', () => {
    expect(laterMessages.payWindowLeft(1)).toBe('1 minute left to pay.');
    expect(laterMessages.payWindowLeft(5)).toBe('5 minutes left to pay.');
    // Hausa says one minute and many minutes apart; Yorùbá has one form for every count.
    expect(ha.payWindowLeft(1)).toBe('Minti 1 ya rage don biya.');
    expect(ha.payWindowLeft(5)).toBe('Mintuna 5 suka rage don biya.');
    expect(yo.payWindowLeft(1)).toBe('Ìṣẹ́jú 1 ló kù láti san.');
    expect(yo.payWindowLeft(5)).toBe('Ìṣẹ́jú 5 ló kù láti san.');
  });

  it('fall back to the other form for a category the forms do not give', () => {
    expect(pluralOf('en')(1, { other: 'many' })).toBe('many');
    expect(pluralOf('ha')(1, { one: 'one', other: 'many' })).toBe('one');
    expect(pluralOf('yo')(1, { one: 'one', other: 'many' })).toBe('many');
  });
});
