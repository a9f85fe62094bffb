import { describe, expect, it } from 'vitest';
import { BANK_ALIASES, bankNames, findBank, searchBanks } from '../../../src/core';
import { MOCK_BANKS } from '../../../src/mock/catalogue';

const banks = MOCK_BANKS.map(({ name, code }) => ({ name, code }));
const names = (query: string) => searchBanks(query, banks).map((bank) => bank.name);

describe('findBank', () => {
  it.each([
    ['GTBank', 'Guaranty Trust Bank'],
    ['gtb', 'Guaranty Trust Bank'],
    ['GT Bank', 'Guaranty Trust Bank'],
    ['opay', 'OPay'],
    ['UBA', 'United Bank for Africa'],
    ['FirstBank', 'First Bank of Nigeria'],
    ['first bank', 'First Bank of Nigeria'],
    ['FCMB', 'First City Monument Bank'],
    ['Stanbic', 'Stanbic IBTC Bank'],
    ['Moniepoint', 'Moniepoint MFB'],
    ['kuda', 'Kuda Microfinance Bank'],
    ['Palmpay', 'PalmPay'],
    ['zenith', 'Zenith Bank'],
    ['  wema bank ', 'Wema Bank'],
    ['Guaranty Trust Bank Plc', 'Guaranty Trust Bank'],
  ])('%j stands for the listed %j', (typed, listed) => {
    expect(findBank(typed, banks)?.name).toBe(listed);
  });

  it.each(['', 'Bank', 'Monzo', 'gt'])('%j stands for no one bank', (typed) => {
    expect(findBank(typed, banks)).toBeUndefined();
  });

  it('follows the list the service sends, whatever its spelling', () => {
    const theirs = [{ name: 'GTBank Plc' }, { name: 'Opay Digital Services Limited' }];
    expect(findBank('Guaranty Trust Bank', theirs)?.name).toBe('GTBank Plc');
    expect(findBank('opay', theirs)?.name).toBe('Opay Digital Services Limited');
  });

  it('never picks between two listed banks that share an alias', () => {
    expect(findBank('gtb', [{ name: 'GTBank' }, { name: 'Guaranty Trust Bank' }])).toBeUndefined();
  });
});

describe('searchBanks', () => {
  it('lists every bank in list order for an empty query', () => {
    expect(names('  ')).toEqual(banks.map((bank) => bank.name));
  });

  it('puts the bank a name begins before banks that merely contain the word', () => {
    expect(names('first')).toEqual(['First Bank of Nigeria', 'First City Monument Bank']);
  });

  it('matches any word of the name', () => {
    expect(names('trust')).toEqual(expect.arrayContaining(['Guaranty Trust Bank', 'Titan Trust Bank']));
    expect(names('monument')).toEqual(['First City Monument Bank']);
  });

  it('matches aliases and abbreviations', () => {
    expect(names('gtb')[0]).toBe('Guaranty Trust Bank');
    expect(names('alat')).toEqual(['Wema Bank']);
    expect(names('op')[0]).toBe('OPay');
    expect(names('palm')).toEqual(['PalmPay']);
  });

  it('needs every typed word to begin a word', () => {
    expect(names('zen bank')).toEqual(['Zenith Bank']);
    expect(names('zenith xyz')).toEqual([]);
  });
});

describe('BANK_ALIASES', () => {
  it('names each institution once, so an alias leads to one entry', () => {
    const seen = new Map<string, number>();
    BANK_ALIASES.forEach((entry, index) => {
      for (const name of entry) {
        const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
        expect(seen.get(key) ?? index, `${name} is in two entries`).toBe(index);
        seen.set(key, index);
      }
    });
  });

  it('covers every bank the mock lists', () => {
    for (const bank of banks) expect(bankNames(bank).length, bank.name).toBeGreaterThan(1);
  });
});
