import { describe, expect, it } from 'vitest';
import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { FIELD_TEXTS } from '../../../src/core';
import { createSellResolver } from '../../../src/react/sell/form';
import { mergeMessages } from '../../../src/react/messages/messages';

// The later fields' texts (bank, network, account name) load with the later strings, not in the first
// bundle. A set of messages merged at the first render, before they load, must still report them: the
// rules of a later field are judged only once those strings are here too.

describe('later field texts', () => {
  it("a set of messages merged before the later strings load reports the later fields in the rules' own words", async () => {
    const messages = mergeMessages();
    const resolver = createSellResolver({ limits: { min: 20, max: 10_000 }, locale: 'en-NG', banks: [{ name: 'Zenith Bank' }], messages }) as unknown as Resolver<FieldValues>;
    const values = { asset: 'USDT', amount: '50', network: '', walletAddress: '', bankName: '', accountNumber: '', accountName: '' };
    const options = { fields: {}, names: ['network', 'bankName', 'accountName'], shouldUseNativeValidation: false } as unknown as ResolverOptions<FieldValues>;
    const { errors } = await resolver(values, undefined, options);
    expect(errors.network?.message).toBe(FIELD_TEXTS.networkRequired);
    expect(errors.bankName?.message).toBe(FIELD_TEXTS.bankRequired);
    expect(errors.accountName?.message).toBe(FIELD_TEXTS.accountNameRequired);
  });
});
