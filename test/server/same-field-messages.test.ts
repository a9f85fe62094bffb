import type { FieldErrors, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { BUY_LABELS, SELL_LABELS } from '../../src/core';
import { createBuyResolver } from '../../src/react/buy/resolver';
import { defaultMessages } from '../../src/react/messages/defaults';
import { createSellResolver } from '../../src/react/sell/resolver';
import { BUY_WIRE_FIELDS } from '../../src/react/buy/wire';
import { SELL_WIRE_FIELDS } from '../../src/react/sell/wire';
import { browserPost, buyBody, fakeUpstream, sellBody, signerWith, successFor } from './support/helpers';

// One table of bad bodies, each run through the widget's own form resolver (zodResolver over the
// core form schema, as useBuyRamp/useSellRamp build it) and through the signer. Both must refuse
// the same fields, and the signer's message must be the widget's, after the field's label.

const VENDORS = [{ name: 'Adaeze Okonkwo', bank: 'Access Bank', number: '0123456789' }];
const LIMITS = { buy: { min: 20_000, max: 2_000_000 }, sell: { min: 20 } };
// Shaped like a Stellar secret key (S and 55 more base32 letters): a wallet must refuse it.
const STELLAR_SECRET_SAMPLE = `S${'A'.repeat(55)}`;
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** What a person would have typed for this body. */
function typed(body: Record<string, unknown>): Record<string, string> {
  return {
    amount: text(body.amount),
    vendorNumber: text(body.vendor_number),
    bankName: text(body.bank_name),
    accountNumber: text(body.account_number),
    accountName: text(body.account_name),
    network: text(body.network).toLowerCase(),
    walletAddress: text(body.wallet_address),
    asset: 'USDT',
  };
}

async function widgetErrors(resolver: Resolver<FieldValues>, body: Record<string, unknown>): Promise<Record<string, string>> {
  const options = { fields: {}, names: [], shouldUseNativeValidation: false } as unknown as ResolverOptions<FieldValues>;
  const { errors } = await resolver(typed(body), undefined, options);
  return Object.fromEntries(Object.entries(errors as FieldErrors).map(([field, error]) => [field, String(error?.message)]));
}

async function signerErrors(route: 'onramp' | 'offramp', body: Record<string, unknown>): Promise<Record<string, string>> {
  const { fetch, calls } = fakeUpstream(successFor);
  const response = await signerWith(fetch, { limits: LIMITS })(browserPost(`/api/ramp/${route}`, body));
  expect(calls).toHaveLength(0);
  return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
}

/** The signer's wording of a widget message: "Label: message", unless the message already leads with the label. */
function asSigner(label: string, widget: string): string {
  return widget.startsWith(`${label} `) ? widget : `${label}: ${widget.charAt(0).toLowerCase()}${widget.slice(1)}`;
}

const BUY_CASES: [string, Record<string, unknown>][] = [
  ['an amount under the minimum', { amount: 5000 }],
  ['an amount over the maximum', { amount: 2_000_001 }],
  ['no amount', { amount: undefined }],
  ['an amount that is not a number', { amount: 'abc' }],
  ['kobo past 2 decimals', { amount: '25000.123' }],
  ['a short account number', { account_number: '12345' }],
  ['letters in the account number', { account_number: '12345abcde' }],
  ['no account number', { account_number: '' }],
  ['no bank', { bank_name: '' }],
  ['an unknown network', { network: 'bitcoin' }],
  ['no network', { network: '' }],
  ['a Polygon address on Stellar', { network: 'stellar' }],
  ['a Stellar secret key as the wallet', { network: 'stellar', wallet_address: STELLAR_SECRET_SAMPLE }],
  ['no wallet', { wallet_address: '' }],
  ['an EVM address with a bad checksum', { wallet_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' }],
  ['an account name over 200 characters', { account_name: 'a'.repeat(201) }],
  ['no vendor', { vendor_name: undefined, vendor_bank: undefined, vendor_number: undefined }],
  ['several bad fields at once', { amount: 100, account_number: '1', network: '' }],
];

const SELL_CASES: [string, Record<string, unknown>][] = [
  ['an amount under the minimum', { amount: 19.99 }],
  ['micro-units past 6 decimals', { amount: '20.1234567' }],
  ['no account name', { account_name: '' }],
  ['a 9-digit account number', { account_number: '948094837' }],
  ['no bank', { bank_name: undefined }],
  ['a Stellar address on Solana', { network: 'solana' }],
  ['an unknown network and no wallet', { network: 'tron', wallet_address: '' }],
];

describe('widget and signer refuse the same bad bodies with the same field messages', () => {
  const buy = createBuyResolver({ limits: LIMITS.buy, vendors: VENDORS, messages: defaultMessages }) as unknown as Resolver<FieldValues>;
  const sell = createSellResolver({ limits: LIMITS.sell, messages: defaultMessages }) as unknown as Resolver<FieldValues>;

  it.each(BUY_CASES)('buy: %s', async (_, overrides) => {
    const body = buyBody(overrides);
    const widget = await widgetErrors(buy, body);
    const signer = await signerErrors('onramp', body);
    expect(Object.keys(widget).length).toBeGreaterThan(0);
    expect(Object.keys(signer).length).toBeGreaterThan(0);
    // Every field the signer names is a field the widget names, and the other way round.
    expect([...new Set(Object.keys(signer).map((wire) => BUY_WIRE_FIELDS[wire]))].sort()).toEqual(Object.keys(widget).sort());
    for (const [wire, message] of Object.entries(signer)) {
      expect(message).toBe(asSigner(BUY_LABELS[wire]!, widget[BUY_WIRE_FIELDS[wire]!]!));
    }
  });

  it.each(SELL_CASES)('sell: %s', async (_, overrides) => {
    const body = sellBody(overrides);
    const widget = await widgetErrors(sell, body);
    const signer = await signerErrors('offramp', body);
    expect(Object.keys(widget).length).toBeGreaterThan(0);
    expect(Object.keys(signer).map((wire) => SELL_WIRE_FIELDS[wire]).sort()).toEqual(Object.keys(widget).sort());
    for (const [wire, message] of Object.entries(signer)) {
      expect(message).toBe(asSigner(SELL_LABELS[wire]!, widget[SELL_WIRE_FIELDS[wire]!]!));
    }
  });

  it('lets both pass a good body', async () => {
    expect(await widgetErrors(buy, buyBody())).toEqual({});
    expect(await widgetErrors(sell, sellBody())).toEqual({});
  });
});
