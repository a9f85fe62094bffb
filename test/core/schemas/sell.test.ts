import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toSellUpstream, validateBuyRequest, validateSellRequest, validateSellUpstream } from '../../../src/core';

// Section 2.2 fields, with the observed sell sample's account and a real Stellar account.
const SAMPLE = {
  amount: 20,
  account_name: 'Tansi Jones',
  account_number: '9480948372',
  bank_name: 'Wema bank',
  network: 'stellar',
  wallet_address: 'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ',
};

describe('validateSellRequest', () => {
  it('accepts a complete body at the minimum of 20', () => {
    expect(validateSellRequest(SAMPLE)).toEqual({ ok: true, data: SAMPLE });
  });

  it('allows up to 6 decimals of USDT/USDC and refuses a seventh', () => {
    const ok = validateSellRequest({ ...SAMPLE, amount: '20.123456' });
    expect(ok.ok && ok.data.amount).toBe(20.123456);
    expect(validateSellRequest({ ...SAMPLE, amount: '20.1234567' })).toMatchObject({ fields: { amount: 'Amount: use at most 6 decimal places' } });
  });

  it('enforces the sell minimum and the configurable maximum with a limit code', () => {
    expect(validateSellRequest({ ...SAMPLE, amount: 19.99 })).toEqual({ ok: false, code: 'limit', fields: { amount: 'Amount must be at least 20.00 USDT' } });
    expect(validateSellRequest({ ...SAMPLE, amount: 999_999_999_999 })).toEqual({ ok: false, code: 'limit', fields: { amount: 'Amount must be at most 10,000.00 USDT' } });
    expect(validateSellRequest({ ...SAMPLE, amount: 1_000_000 }, { min: 20, max: 2_000_000 }).ok).toBe(true);
  });

  it('drops unknown fields, including a type sent by the browser', () => {
    const result = validateSellRequest({ ...SAMPLE, type: 'buy_ramp', reference: 'x', business_id: 'b' });
    expect(result).toEqual({ ok: true, data: SAMPLE });
  });

  it('requires network and wallet, and a 10-digit account number', () => {
    const { network: _n, wallet_address: _w, ...rest } = SAMPLE;
    expect(validateSellRequest({ ...rest, account_number: '948094837' })).toMatchObject({
      ok: false,
      fields: {
        network: expect.stringMatching(/^Network: /),
        wallet_address: expect.stringMatching(/^Wallet address: /),
        account_number: 'Account number: account numbers have exactly 10 digits (this has 9)',
      },
    });
  });

  it('refuses a wallet of another network', () => {
    const result = validateSellRequest({ ...SAMPLE, network: 'Solana' });
    expect(!result.ok && result.fields.wallet_address).toBe('Wallet address: this is a Stellar address; Solana addresses have 32 to 44 letters and digits (no 0, O, I or l)');
  });

  it('adds the identity and type sell_ramp upstream, and the mock’s schema accepts it', () => {
    const result = validateSellRequest(SAMPLE);
    if (!result.ok) throw new Error('sample refused');
    const upstream = toSellUpstream(result.data, { businessId: '0123456789', linkTag: 'Link_eng' });
    expect(upstream).toEqual({ ...SAMPLE, business_id: '0123456789', link_tag: 'Link_eng', type: 'sell_ramp' });
    expect(validateSellUpstream(upstream)).toEqual({ ok: true, data: upstream });
    expect(validateSellUpstream({ ...upstream, type: 'buy_ramp' })).toMatchObject({ fields: { type: 'type: must be "sell_ramp"' } });
  });
});

describe('validators on arbitrary input', () => {
  it('never throw, and every failure names fields with messages', () => {
    const body = fc.oneof(
      fc.anything(),
      fc.record({ amount: fc.oneof(fc.double(), fc.string()), network: fc.string(), wallet_address: fc.anything(), account_number: fc.string() }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(body, (input) =>
        [validateBuyRequest(input), validateSellRequest(input)].every(
          (result) => result.ok || (Object.keys(result.fields).length > 0 && Object.values(result.fields).every((m) => m.length > 0)),
        ),
      ),
      { numRuns: 500 },
    );
  });
});

describe('invisible characters in a sell body', () => {
  it('are refused in the free-text fields, naming the field and the character: the signer cannot know how they were shown', () => {
    expect(validateSellRequest({ ...SAMPLE, account_name: '\u202eSENOJ ISNAT\u202c', bank_name: 'Wema\u200b bank' })).toEqual({
      ok: false,
      code: 'validation',
      fields: {
        account_name: 'Account name: remove the invisible character U+202E: it changes how the text reads',
        bank_name: 'Bank: remove the invisible character U+200B: it changes how the text reads',
      },
    });
  });

  it('are removed from the account number and wallet, whose alphabets are fixed: what is left is what was shown', () => {
    const result = validateSellRequest({ ...SAMPLE, account_number: '\u202a9480948372\u202c', wallet_address: `\u200b${SAMPLE.wallet_address}\u2060` });
    expect(result).toEqual({ ok: true, data: SAMPLE });
  });
});
