import { describe, expect, it } from 'vitest';
import { assertRampSignerConfig, createRampSigner, type FetchLike, type LogFields } from '../../../src/server';
import { SECRET, browserPost, buyBody, fetchServingLists, sellBody, signerWith, upstreamJson } from '../support/helpers';

// Every way the upstream can answer, several of them echoing the key back.
const ANSWERS: Array<() => Promise<Response>> = [
  async () => upstreamJson(400, { message: SECRET }),
  async () => upstreamJson(401, { message: `key ${SECRET} refused`, key: SECRET }),
  async () => upstreamJson(402, { message: `failed for ${SECRET}` }),
  async () => upstreamJson(403, { status: 'error', message: SECRET.toUpperCase() }),
  async () => upstreamJson(500, { message: SECRET }),
  async () => new Response(`<pre>service-sec-key: ${SECRET}</pre>`, { status: 200 }),
  async () => upstreamJson(200, { echo: SECRET }),
  async () => Promise.reject(new TypeError(`connect failed with header ${SECRET}`)),
  async () => Promise.reject(new Error(SECRET)),
];

describe('the secret key', () => {
  it('never appears in a response body, a response header or a log line', async () => {
    const seen: string[] = [];
    const logger = {
      warn: (message: string, fields?: LogFields) => seen.push(message, JSON.stringify(fields ?? {})),
      info: (message: string, fields?: LogFields) => seen.push(message, JSON.stringify(fields ?? {})),
    };
    // Each answer to every call (the lists included), and to every call but the list reads, so the POSTs reach it.
    const upstreams = ANSWERS.flatMap((answer): FetchLike[] => [() => answer(), fetchServingLists(() => answer())]);
    for (const fetch of upstreams) {
      const signer = signerWith(fetch, { logger, listCacheMs: 0, allowedOrigins: ['http://shop.example'] });
      const requests = [
        browserPost('/api/ramp/onramp', buyBody()),
        browserPost('/api/ramp/offramp', sellBody()),
        browserPost('/api/ramp/onramp', { amount: SECRET }),
        browserPost('/api/ramp/onramp', SECRET),
        new Request('http://shop.example/api/ramp/vendors'),
        new Request('http://shop.example/api/ramp/banks', { headers: { origin: 'https://evil.example' } }),
        new Request(`http://shop.example/api/ramp/${SECRET}`),
      ];
      for (const request of requests) {
        const response = await signer(request);
        seen.push(await response.text(), JSON.stringify([...response.headers]));
      }
    }
    expect(seen.length).toBeGreaterThan(100);
    for (const text of seen) expect(text.toLowerCase()).not.toContain(SECRET.toLowerCase());
  });

  it('is masked in a log line even when an unexpected error carries it', async () => {
    const lines: string[] = [];
    const signer = signerWith(() => Promise.resolve(upstreamJson(200, {})), {
      logger: { warn: (m, f) => lines.push(m, JSON.stringify(f)) },
    });
    // A broken host framework whose request object throws with the key in the message.
    const broken = {
      url: 'http://shop.example/api/ramp/onramp',
      method: 'POST',
      headers: { get: () => { throw new Error(`header store holds ${SECRET}`); } },
    } as unknown as Request;
    const response = await signer(broken);
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain(SECRET);
    expect(lines.join(' ')).toContain('[redacted]');
    expect(lines.join(' ')).not.toContain(SECRET);
  });

  it('is masked in a refusal the host\'s authorize words itself', async () => {
    const signer = signerWith(() => Promise.resolve(upstreamJson(200, {})), {
      authorize: () => Response.json({ error: { code: 'forbidden', message: `Refused by a rule that printed ${SECRET}` } }, { status: 403 }),
    });
    const response = await signer(new Request('http://shop.example/api/ramp/vendors'));
    expect(response.status).toBe(403);
    const text = await response.text();
    expect(text).toContain('Refused by a rule');
    expect(text).not.toContain(SECRET);
  });

  it('is not in the message of a configuration error', () => {
    const attempts = [
      () => assertRampSignerConfig({ env: {}, secretKey: SECRET }),
      () => assertRampSignerConfig({ env: {}, secretKey: SECRET, businessId: 'b', linkTag: 't', baseUrl: 'not a url' }),
      () => assertRampSignerConfig({ env: {}, secretKey: SECRET, businessId: 'b', linkTag: 't', baseUrl: 'https://r.example', timeoutMs: -1 }),
    ];
    for (const attempt of attempts) {
      expect(attempt).toThrow();
      try {
        attempt();
      } catch (error) {
        expect(String((error as Error).message)).not.toContain(SECRET);
        expect(String((error as Error).stack)).not.toContain(SECRET);
      }
    }
  });

  // A .env with two lines swapped, or the key pasted into the wrong variable: the signer cannot
  // know that value is a secret, so a configuration error must not quote any value it was given.
  it.each([
    ['RAMP_BASE_URL', { RAMP_SECRET_KEY: 'https://ramp.example', RAMP_BASE_URL: SECRET }],
    ['RAMP_VENDORS_PATH', { RAMP_SECRET_KEY: 'key', RAMP_BASE_URL: 'https://ramp.example', RAMP_VENDORS_PATH: SECRET }],
    ['RAMP_BANKS_PATH', { RAMP_SECRET_KEY: 'key', RAMP_BASE_URL: 'https://ramp.example', RAMP_BANKS_PATH: SECRET }],
    ['RAMP_STATUS_PATH', { RAMP_SECRET_KEY: 'key', RAMP_BASE_URL: 'https://ramp.example', RAMP_STATUS_PATH: SECRET }],
    ['RAMP_ALLOWED_ORIGINS', { RAMP_SECRET_KEY: 'key', RAMP_BASE_URL: 'https://ramp.example', RAMP_ALLOWED_ORIGINS: `https://shop.example,${SECRET}` }],
  ])('is not quoted when it sits in %s by mistake: not to the browser, the log, nor the thrown error', async (variable, env) => {
    const lines: string[] = [];
    const options = { env: { RAMP_BUSINESS_ID: 'b', RAMP_LINK_TAG: 't', ...env }, logger: { warn: (m: string, f?: LogFields) => lines.push(m, JSON.stringify(f ?? {})) } };
    const signer = createRampSigner(options);
    const response = await signer(new Request('http://shop.example/vendors'));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).toContain(variable);
    let thrown = '';
    try {
      assertRampSignerConfig(options);
    } catch (error) {
      thrown = String((error as Error).message);
    }
    expect(thrown).toContain(variable);
    for (const seen of [text, thrown, ...lines]) expect(seen).not.toContain(SECRET);
  });
});
