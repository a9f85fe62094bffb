import { describe, expect, it } from 'vitest';
import { isErrorBody } from '../../../src/core';
import { createMockQuote } from '../../../src/mock';
import { fakeUpstream, signerWith, successFor } from '../support/helpers';

const NOW = new Date('2026-11-22T20:00:00Z');
const quoteUrl = (query: string) => new Request(`http://shop.example/api/ramp/quote?${query}`);

async function ask(options: Parameters<typeof signerWith>[1], query: string) {
  const { fetch, calls } = fakeUpstream(successFor);
  const response = await signerWith(fetch, options)(quoteUrl(query));
  return { status: response.status, json: (await response.json()) as unknown, calls };
}

describe('GET {signer}/quote', () => {
  it('answers the host quote in the contract shape, without calling the service', async () => {
    const { status, json, calls } = await ask({ quote: createMockQuote({ now: () => NOW }) }, 'side=sell&amount=120.5&asset=USDC&network=polygon');
    expect(status).toBe(200);
    expect(json).toEqual({ receive: 180_250, receive_currency: 'NGN', rate: 1500, fee: 500, expires_at: '2026-11-22T20:01:00.000Z' });
    expect(calls).toHaveLength(0);
  });

  it('answers 404 in the error shape when the host gives no quote function, and says so in config', async () => {
    const { status, json } = await ask({}, 'side=buy&amount=25000&asset=NGN&network=stellar');
    expect(status).toBe(404);
    expect(isErrorBody(json) && json.error.code).toBe('not_found');
    const { fetch } = fakeUpstream(successFor);
    const config = await signerWith(fetch, { quote: createMockQuote() })(new Request('http://shop.example/api/ramp/config'));
    expect(await config.json()).toMatchObject({ quote: true });
  });

  it('validates the query with the core rules, naming each bad field', async () => {
    const { status, json } = await ask({ quote: createMockQuote() }, 'side=sell&amount=12,5&asset=NGN&network=tron');
    expect(status).toBe(422);
    expect(json).toMatchObject({ error: { code: 'validation', fields: { amount: expect.stringMatching(/^Amount:/), asset: 'asset: use USDT or USDC for a sell', network: expect.stringMatching(/^Network:/) } } });
    const side = await ask({ quote: createMockQuote() }, 'amount=1');
    expect(side.json).toMatchObject({ error: { fields: { side: 'side: use buy or sell' } } });
  });

  it('refuses an amount beyond the limits with the limit named', async () => {
    const { status, json } = await ask({ quote: createMockQuote() }, 'side=sell&amount=999999999999&asset=USDT&network=polygon');
    expect(status).toBe(422);
    expect(json).toMatchObject({ error: { code: 'limit', message: 'Amount must be at most 10,000.00 USDT' } });
  });

  it('answers 502 in the error shape when the host quote throws or is unreadable, and 404 when it has none', async () => {
    const query = 'side=buy&amount=25000&asset=NGN&network=stellar';
    const thrown = await ask({ quote: () => { throw new Error('rates down'); } }, query);
    expect(thrown.status).toBe(502);
    expect(isErrorBody(thrown.json)).toBe(true);
    const odd = await ask({ quote: () => ({ receive: -1, receive_currency: 'NGN', rate: 1, fee: 0, expires_at: 'soon' }) }, query);
    expect(odd.status).toBe(502);
    const none = await ask({ quote: () => undefined }, query);
    expect(none.status).toBe(404);
  });

  it('answers only GET', async () => {
    const { fetch } = fakeUpstream(successFor);
    const response = await signerWith(fetch, { quote: createMockQuote() })(new Request('http://shop.example/api/ramp/quote', { method: 'POST' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
