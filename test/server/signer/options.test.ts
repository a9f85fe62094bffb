import { describe, expect, it } from 'vitest';
import { createMockRampService } from '../../../src/mock';
import { assertRampSignerConfig, createRampSigner, createRampWebhookHandler, type RampSignerOptions } from '../../../src/server';
import { notConfigured } from '../../../src/server/http/not-configured';

const mock = createMockRampService();
const configured = { secretKey: mock.secretKey, businessId: 'biz', linkTag: 'tag', baseUrl: 'https://ramp.example', env: {}, fetch: mock.fetch };
/** Options as a host might mistype them: the types would refuse them, JavaScript and `as` casts do not. */
const mistyped = (options: Record<string, unknown>) => ({ ...configured, ...options }) as RampSignerOptions;

describe('createRampSigner checks its options where they are given', () => {
  it.each([
    [{ depositAddresses: { stellar: { address: {} } } }, /option depositAddresses\.stellar\.address must be a string \(got an object\)/],
    [{ depositAddresses: { tron: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb' } }, /option depositAddresses\.tron is not one it takes \(its keys are stellar, polygon, solana, avalanche\)/],
    [{ timeoutMs: '15000' }, /option timeoutMs must be a number of milliseconds above 0 \(got the text "15000"\)/],
    [{ rateLimit: { limit: 0, windowMs: 60_000 } }, /option rateLimit\.limit must be a whole number of at least 1 \(got number 0\)/],
    [{ trustProxy: 'heroku' }, /option trustProxy must be true, false, 'vercel', 'cloudflare' or the number of proxies/],
    [{ store: new Map() }, /option store must be a store from createMemoryStore or createRedisStore/],
    [{ logger: { log: () => undefined } }, /option logger must be a logger such as console \(an object with warn\)/],
    [{ resolveAccountName: 'paystack' }, /option resolveAccountName must be a function/],
    [{ idempotency: true }, /option idempotency must be false, or an object/],
    [{ allowedOrigins: 'https://shop.example' }, /option allowedOrigins must be a list of origins/],
    [{ env: { RAMP_TIMEOUT_MS: 15_000 } }, /option env must be an object whose RAMP_\* settings are strings, such as process.env/],
  ])('%o → throws naming the option', (options, message) => {
    expect(() => createRampSigner(mistyped(options))).toThrow(message);
    expect(() => assertRampSignerConfig(mistyped(options))).toThrow(message);
  });

  // A secret read into the wrong option (two variables swapped) is a value the error would quote.
  it.each([
    ['the signer key, given as timeoutMs', { timeoutMs: mock.secretKey }, mock.secretKey],
    ['the signer key from the environment, given as rateLimit', { secretKey: undefined, env: { RAMP_SECRET_KEY: mock.secretKey }, rateLimit: mock.secretKey }, mock.secretKey],
    ['the webhook secret, given as allowedOrigins', { webhookSecret: 'whsec_Q2x9-webhook-secret', allowedOrigins: 'whsec_Q2x9-webhook-secret' }, 'whsec_Q2x9-webhook-secret'],
  ])('never quotes a secret in the error: %s', (_, options, secret) => {
    expect(() => createRampSigner(mistyped(options))).toThrow(/must be .*\(got the text "\[redacted\]"\)/);
    expect(() => createRampSigner(mistyped(options))).not.toThrow(secret.slice(0, 20));
  });

  it('never quotes the webhook secret in the receiver\'s error either', () => {
    const webhookSecret = 'whsec_Q2x9-webhook-secret';
    const create = () => createRampWebhookHandler({ webhookSecret, bodyTimeoutMs: webhookSecret } as never);
    expect(create).toThrow(/option bodyTimeoutMs must be/);
    expect(create).not.toThrow(webhookSecret.slice(0, 20));
  });

  it('takes process.env itself as env', () => {
    expect(() => createRampSigner({ ...configured, env: process.env })).not.toThrow();
  });

  it('names every mistyped option at once, and takes keys of the webhook options beside its own', () => {
    expect(() => createRampSigner(mistyped({ timeoutMs: -1, quote: 3 }))).toThrow(/timeoutMs.*; option quote must be a function/);
    expect(() => createRampSigner({ ...configured, webhookSecret: 'whsec', onEvent: () => undefined } as RampSignerOptions)).not.toThrow();
  });

  it('still creates a signer with settings missing: those come from the environment, on the first request', async () => {
    const signer = createRampSigner({ env: {} });
    const response = await signer(new Request('http://shop.example/vendors'));
    expect(response.status).toBe(500);
    expect(await response.text()).toMatch(/RAMP_SECRET_KEY/);
  });
});

describe('createRampWebhookHandler checks its options too', () => {
  it('throws naming onEvent when it is not a function', () => {
    expect(() => createRampWebhookHandler({ webhookSecret: 'x', onEvent: 'log' as never })).toThrow(/naira-ramp webhooks: option onEvent must be a function/);
  });
});

describe('the browser never sees an engine message', () => {
  it('a configuration error that is not the signer’s own words is answered without them', async () => {
    const response = notConfigured("This checkout's signer", new TypeError('options.depositAddresses.stellar.address?.trim is not a function'), []);
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(text).not.toMatch(/trim|not a function/);
    expect(text).toMatch(/could not be read/);
  });
});
