import { describe, expect, it, vi } from 'vitest';
import { createRampWebhookHandler, type LogFields, type RampSignerOptions } from '../../../src/server';
import { SECRET, browserPost, buyBody, fakeUpstream, signerWith, successFor } from '../support/helpers';
import { delivery, WEBHOOK_SECRET } from '../support/webhook-chain';

/** Each secret as host code might spell it in an error: as is, upper, lower, mixed, JSON-escaped inside a larger text. */
function spellings(secret: string): string[] {
  const mixed = [...secret].map((char, index) => (index % 2 ? char.toUpperCase() : char.toLowerCase())).join('');
  return [secret, secret.toUpperCase(), secret.toLowerCase(), mixed, `failed: ${JSON.stringify({ key: mixed })}`];
}

const THROWN = [...spellings(SECRET), ...spellings(WEBHOOK_SECRET)];

function collectingLogger() {
  const lines: string[] = [];
  const line = (message: string, fields?: LogFields) => lines.push(`${message} ${JSON.stringify(fields ?? {})}`);
  return { lines, logger: { warn: line, info: line } };
}

function expectNoSecret(lines: string[]) {
  expect(lines.length).toBeGreaterThan(0);
  const text = lines.join('\n').toLowerCase();
  expect(text).toContain('[redacted]');
  expect(text).not.toContain(SECRET.toLowerCase());
  expect(text).not.toContain(WEBHOOK_SECRET.toLowerCase());
}

describe('no log line carries either secret, in any letter case, whatever host code throws', () => {
  it.each(THROWN)('authorize, quote and onTransaction throwing %s', async (thrown) => {
    const { lines, logger } = collectingLogger();
    const { fetch } = fakeUpstream(successFor);
    const base: RampSignerOptions & { webhookSecret: string } = { logger, webhookSecret: WEBHOOK_SECRET, listCacheMs: 0 };
    const failing = signerWith(fetch, { ...base, authorize: () => { throw new Error(thrown); } });
    expect((await failing(new Request('http://shop.example/api/ramp/vendors'))).status).toBe(500);
    const quoting = signerWith(fetch, { ...base, quote: () => { throw new Error(thrown); } });
    expect((await quoting(new Request('http://shop.example/api/ramp/quote?side=buy&amount=25000&asset=NGN&network=polygon'))).status).toBe(502);
    const hooked = signerWith(fetch, { ...base, onTransaction: () => Promise.reject(new Error(thrown)) });
    expect((await hooked(browserPost('/api/ramp/onramp', buyBody()))).status).toBe(200);
    // The hook runs after the answer: its failure is logged when its promise settles.
    await vi.waitFor(() => expect(lines.join('\n')).toContain('onTransaction failed'));
    expectNoSecret(lines);
  });

  it.each(THROWN)('onEvent throwing %s, with the signer key in the shared options', async (thrown) => {
    const { lines, logger } = collectingLogger();
    const receive = createRampWebhookHandler({
      env: {},
      secretKey: SECRET,
      webhookSecret: WEBHOOK_SECRET,
      logger,
      onEvent: () => {
        throw new Error(thrown);
      },
    });
    const response = await receive(delivery({ event: 'bridge.events.transaction_request.updated', payload: { reference: 'r1', transaction_status: 'Completed' } }));
    expect(response.status).toBe(500);
    expect(await response.text()).not.toMatch(new RegExp(`${SECRET}|${WEBHOOK_SECRET}`, 'i'));
    expectNoSecret(lines);
  });
});
