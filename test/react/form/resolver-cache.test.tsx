import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { createBuyResolver } from '../../../src/react/buy/resolver';
import type { BuyFormValues } from '../../../src/react/buy/form';
import { defaultMessages } from '../../../src/react/messages/defaults';
import { firstMessages } from '../../../src/react/messages/first';
import { mergeMessages } from '../../../src/react/messages/words';
import { createSellResolver } from '../../../src/react/sell/resolver';
import { useBuyRamp } from '../../../src/react/buy/useBuyRamp';
import { createChain } from '../support';

// The form's schema and resolver are built once per configuration and reused by the next mount
// with the same one; a different configuration never gets another's rules or wording.

const LIMITS = { min: 20_000, max: 2_000_000 };
const VENDORS = [{ name: 'Adaeze Okonkwo', bank: 'Access Bank', number: '0123456789' }];
const OPTIONS = { fields: {}, names: ['amount'], shouldUseNativeValidation: false } as unknown as ResolverOptions<FieldValues>;

async function amountError(resolver: Resolver<BuyFormValues>, amount: string): Promise<string | undefined> {
  const { errors } = await (resolver as unknown as Resolver<FieldValues>)({ amount, vendorNumber: '0123456789', asset: 'USDT' }, undefined, OPTIONS);
  return errors.amount?.message as string | undefined;
}

describe('form resolver per configuration', () => {
  it('gives a second request with the same limits, wording and lists the same resolver', () => {
    const config = { limits: LIMITS, vendors: VENDORS, messages: defaultMessages };
    expect(createBuyResolver({ ...config })).toBe(createBuyResolver({ ...config }));
    const sell = { limits: { min: 20 }, messages: defaultMessages };
    expect(createSellResolver({ ...sell })).toBe(createSellResolver({ ...sell }));
  });

  it('builds another for other limits, wording or lists, each judging by its own', async () => {
    const base = { limits: LIMITS, vendors: VENDORS, messages: defaultMessages };
    const higher = createBuyResolver({ ...base, limits: { min: 50_000, max: 2_000_000 } });
    const worded = createBuyResolver({ ...base, messages: mergeMessages(firstMessages, { validation: (field: string, _code: string, message: string) => (field === 'amount' ? 'Say an amount' : message) }) });
    const resolvers = [createBuyResolver(base), higher, worded, createBuyResolver({ ...base, vendors: [...VENDORS] })];
    expect(new Set(resolvers).size).toBe(resolvers.length);
    expect(await amountError(createBuyResolver(base), '30000')).toBeUndefined();
    expect(await amountError(higher, '30000')).toBeDefined();
    expect(await amountError(worded, '5')).toBe('Say an amount');
    expect(await amountError(createBuyResolver(base), '5')).not.toBe('Say an amount');
  });

  it('gives widgets with the same message overrides one wording object, and others their own', () => {
    const { signer } = createChain();
    const messages = { buyTitle: 'Top up' };
    const first = renderHook(() => useBuyRamp({ signer, messages }));
    const second = renderHook(() => useBuyRamp({ signer, messages }));
    const other = renderHook(() => useBuyRamp({ signer, messages: { buyTitle: 'Buy' } }));
    expect(first.result.current.config.messages).toBe(second.result.current.config.messages);
    expect(first.result.current.config.messages.buyTitle).toBe('Top up');
    expect(other.result.current.config.messages.buyTitle).toBe('Buy');
    for (const view of [first, second, other]) view.unmount();
  });
});
