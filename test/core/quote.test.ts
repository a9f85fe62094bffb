import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, createQuoteQueryCheck, parseQuote } from '../../src/core';

const check = createQuoteQueryCheck(DEFAULT_LIMITS);

describe('createQuoteQueryCheck', () => {
  it('reads a buy quote in Naira and a sell quote in a stablecoin, network in any case', () => {
    expect(check({ side: 'buy', amount: '25,000', asset: 'NGN', network: 'Polygon' })).toEqual({
      ok: true,
      data: { side: 'buy', amount: 25000, asset: 'NGN', network: 'polygon' },
    });
    expect(check({ side: 'sell', amount: '20.5', asset: 'USDC', network: 'solana' })).toEqual({
      ok: true,
      data: { side: 'sell', amount: 20.5, asset: 'USDC', network: 'solana' },
    });
  });

  it('refuses an amount outside the limits as a limit problem naming the limit', () => {
    expect(check({ side: 'buy', amount: '100', asset: 'NGN', network: 'stellar' })).toEqual({
      ok: false,
      code: 'limit',
      fields: { amount: 'Amount must be at least ₦20,000.00' },
    });
  });

  it('names each bad field and what is wanted', () => {
    const result = check({ side: 'sell', amount: 'abc', asset: 'NGN', network: 'bitcoin' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe('validation');
    expect(result.fields.amount).toMatch(/^Amount: /);
    expect(result.fields.asset).toBe('asset: use USDT or USDC for a sell');
    expect(result.fields.network).toBe('Network: choose one of Stellar, Polygon, Solana, Avalanche');
    expect(check({ side: 'rent', amount: '25000', asset: 'NGN', network: 'stellar' })).toMatchObject({ ok: false, fields: { side: 'side: use buy or sell' } });
  });
});

describe('parseQuote', () => {
  const QUOTE = { receive: 15.2, receive_currency: 'cNGN', rate: 0.00061, fee: 0.1, expires_at: '2026-01-01T10:00:00Z' };

  it('reads a complete quote and drops unknown fields', () => {
    expect(parseQuote({ ...QUOTE, extra: 1 })).toEqual(QUOTE);
  });

  it('gives undefined when any field is missing or of the wrong kind', () => {
    for (const broken of [{ receive: -1 }, { rate: '1' }, { fee: NaN }, { receive_currency: 'naira money' }, { expires_at: 'soon' }]) {
      expect(parseQuote({ ...QUOTE, ...broken })).toBeUndefined();
    }
    expect(parseQuote(null)).toBeUndefined();
  });
});
