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

// Widgets on one page may share a configuration, or differ in limits, wording, lists or locale:
// each judges by its own, and none ever gets another's rules or wording.

const LIMITS = { min: 20_000, max: 2_000_000 };
const VENDORS = [{ name: 'Adaeze Okonkwo', bank: 'Access Bank', number: '0123456789' }];
const OPTIONS = { fields: {}, names: ['amount'], shouldUseNativeValidation: false } as unknown as ResolverOptions<FieldValues>;

async function amountError(resolver: Resolver<BuyFormValues>, amount: string): Promise<string | undefined> {
  const { errors } = await (resolver as unknown as Resolver<FieldValues>)({ amount, vendorNumber: '0123456789', asset: 'USDT' }, undefined, OPTIONS);
  return errors.amount?.message as string | undefined;
}

describe('form resolver per configuration', () => {
  it('judges by its own limits and wording, the same configuration alike', async () => {
    const base = { limits: LIMITS, vendors: VENDORS, messages: defaultMessages };
    const higher = createBuyResolver({ ...base, limits: { min: 50_000, max: 2_000_000 } });
    const worded = createBuyResolver({ ...base, messages: mergeMessages(firstMessages, { validation: (field: string, _code: string, message: string) => (field === 'amount' ? 'Say an amount' : message) }) });
    expect(await amountError(createBuyResolver(base), '30000')).toBeUndefined();
    expect(await amountError(createBuyResolver({ ...base }), '30000')).toBeUndefined();
    expect(await amountError(higher, '30000')).toBeDefined();
    expect(await amountError(worded, '5')).toBe('Say an amount');
    expect(await amountError(createBuyResolver(base), '5')).not.toBe('Say an amount');
    // Sell resolvers, likewise, hold each its own minimum.
    const sellError = async (min: number) => {
      const resolver = createSellResolver({ limits: { min }, messages: defaultMessages }) as unknown as Resolver<FieldValues>;
      return (await resolver({ amount: '30', network: 'stellar' }, undefined, OPTIONS)).errors.amount;
    };
    expect(await sellError(20)).toBeUndefined();
    expect(await sellError(50)).toBeDefined();
  });

  it('gives each widget its own message overrides', () => {
    const { signer } = createChain();
    const messages = { buyTitle: 'Top up' };
    const first = renderHook(() => useBuyRamp({ signer, messages }));
    const second = renderHook(() => useBuyRamp({ signer, messages }));
    const other = renderHook(() => useBuyRamp({ signer, messages: { buyTitle: 'Buy' } }));
    expect(first.result.current.config.messages.buyTitle).toBe('Top up');
    expect(second.result.current.config.messages.buyTitle).toBe('Top up');
    expect(other.result.current.config.messages.buyTitle).toBe('Buy');
    for (const view of [first, second, other]) view.unmount();
  });
});
