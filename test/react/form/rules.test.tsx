import { describe, expect, it } from 'vitest';
import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { createBuyResolver } from '../../../src/react/buy/resolver';
import { defaultMessages } from '../../../src/react/messages/defaults';

// A first step is judged by the rules in the first bundle; every other field waits for the rest of
// the rules (they load after the first paint) and is judged by them, never let through unjudged.

const VENDORS = [{ name: 'Adaeze Okonkwo', bank: 'Access Bank', number: '0123456789' }];
const BANKS = [{ name: 'Zenith Bank' }];
const resolver = createBuyResolver({ limits: { min: 20_000, max: 2_000_000 }, vendors: VENDORS, banks: BANKS, messages: defaultMessages }) as unknown as Resolver<FieldValues>;
const options = (names?: string[]) => ({ fields: {}, names, shouldUseNativeValidation: false }) as unknown as ResolverOptions<FieldValues>;
const values = {
  amount: '5',
  vendorNumber: '9999999999',
  bankName: '',
  accountNumber: '12',
  accountName: '',
  network: 'polygon',
  // A valid address with one letter's case flipped: its EIP-55 checksum fails.
  walletAddress: '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
};

describe('form rules, the first step’s in the first bundle and the rest with the later code', () => {
  it('judges the first fields without waiting for the rest of the rules', async () => {
    const { errors } = await resolver(values, undefined, options(['amount', 'vendorNumber']));
    expect(errors.amount?.message).toMatch(/at least/i);
    expect(errors.vendorNumber?.message).toBe(defaultMessages.vendorRequired);
  });

  it('waits for the rules to judge a later field, then judges it with them (wallet checksum included)', async () => {
    const { errors } = await resolver(values, undefined, options(['walletAddress']));
    expect(errors.walletAddress?.message).toMatch(/check/i);
  });

  it('judges every field with the whole rules once they are here', async () => {
    const { errors } = await resolver(values, undefined, options());
    expect(Object.keys(errors).sort()).toEqual(['accountNumber', 'amount', 'bankName', 'vendorNumber', 'walletAddress']);
    expect(errors.bankName?.message).toBe(defaultMessages.bankRequired);
  });
});
