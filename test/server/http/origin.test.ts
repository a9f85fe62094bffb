import { describe, expect, it } from 'vitest';
import { browserPost, buyBody, fakeUpstream, signerWith, successFor, withoutLists } from '../support/helpers';

const allowedOrigins = ['https://shop.example', 'https://checkout.example'];

function get(headers: Record<string, string>, url = 'https://shop.example/api/ramp/banks') {
  return new Request(url, { headers });
}

describe('signer origin checks', () => {
  it('answers 403 to a page on another origin, on every route, without calling upstream', async () => {
    const { fetch, calls } = fakeUpstream(successFor);
    const signer = signerWith(fetch, { allowedOrigins });
    const from = { origin: 'https://evil.example' };
    const answers = await Promise.all([
      signer(get(from)),
      signer(get(from, 'https://shop.example/api/ramp/vendors')),
      signer(browserPost('/api/ramp/onramp', buyBody(), from)),
      signer(browserPost('/api/ramp/offramp', {}, from)),
      signer(get(from, 'https://shop.example/api/ramp/unknown')),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    }
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['a listed origin', { origin: 'https://checkout.example', 'sec-fetch-site': 'cross-site' }],
    ['the signer’s own origin', { origin: 'https://shop.example', 'sec-fetch-site': 'same-origin' }],
    ['a same-origin request without Origin', { 'sec-fetch-site': 'same-origin' }],
    ['a typed-in address', { 'sec-fetch-site': 'none' }],
    ['a server-side caller with neither header', {}],
  ])('lets %s through', async (_, headers) => {
    const { fetch } = fakeUpstream(successFor);
    const response = await signerWith(fetch, { allowedOrigins })(get(headers));
    expect(response.status).toBe(200);
  });

  it.each([
    ['an unlisted origin', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['a sibling subdomain', { origin: 'https://shop.example.evil.example' }],
    ['another scheme', { origin: 'http://shop.example' }],
    ['a cross-site request without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site request without Origin', { 'sec-fetch-site': 'same-site' }],
  ])('refuses %s', async (_, headers) => {
    const { fetch } = fakeUpstream(successFor);
    const response = await signerWith(fetch, { allowedOrigins })(get(headers));
    expect(response.status).toBe(403);
  });

  it('checks nothing when allowedOrigins is not set', async () => {
    const { fetch } = fakeUpstream(successFor);
    const response = await signerWith(fetch)(get({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }));
    expect(response.status).toBe(200);
  });

  it('reads allowed origins from RAMP_ALLOWED_ORIGINS', async () => {
    const { fetch } = fakeUpstream(successFor);
    const signer = signerWith(fetch, { env: { RAMP_ALLOWED_ORIGINS: 'https://checkout.example/, https://other.example' } });
    expect((await signer(get({ origin: 'https://checkout.example' }))).status).toBe(200);
    expect((await signer(get({ origin: 'https://evil.example' }))).status).toBe(403);
  });

  it('gives a listed cross-origin caller CORS headers and answers its preflight', async () => {
    const { fetch } = fakeUpstream(successFor);
    const signer = signerWith(fetch, { allowedOrigins });
    const answer = await signer(get({ origin: 'https://checkout.example' }));
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://checkout.example');
    const preflight = await signer(
      new Request('https://shop.example/api/ramp/onramp', { method: 'OPTIONS', headers: { origin: 'https://checkout.example', 'access-control-request-method': 'POST' } }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('idempotency-key');
    const sameOrigin = await signer(get({ origin: 'https://shop.example' }));
    expect(sameOrigin.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets a listed page send its own credentials: the Authorization header it asks for and its cookies', async () => {
    const { fetch, calls } = fakeUpstream(successFor);
    const signer = signerWith(fetch, { allowedOrigins, authorize: (request) => ({ userId: request.headers.get('authorization') ?? 'cookie-user' }) });
    const preflight = await signer(
      new Request('https://shop.example/api/ramp/vendors', {
        method: 'OPTIONS',
        headers: { origin: 'https://checkout.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,x-csrf-token' },
      }),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,x-csrf-token');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    // A page asking nothing in particular may still send what the widget and a bearer-token page send.
    const plain = await signer(new Request('https://shop.example/api/ramp/onramp', { method: 'OPTIONS', headers: { origin: 'https://checkout.example' } }));
    expect(plain.headers.get('access-control-allow-headers')).toBe('authorization, content-type, idempotency-key');
    const answer = await signer(get({ origin: 'https://checkout.example', authorization: 'Bearer t' }, 'https://shop.example/api/ramp/vendors'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    // Allowed to be sent, never forwarded.
    expect(calls[0]?.headers.authorization).toBeUndefined();
    const refused = await signer(get({ origin: 'https://evil.example' }));
    expect(refused.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('a listed cross-origin page reads every answer', () => {
  // Fetch hides every response header but a safelisted few from another origin's script unless exposed.
  it('can read Retry-After and Idempotent-Replayed, which its retries and receipts go by', async () => {
    const { fetch } = fakeUpstream(successFor);
    const signer = signerWith(fetch, { allowedOrigins, rateLimit: { limit: 1, windowMs: 60_000 } });
    const context = { clientAddress: '203.0.113.9' };
    const from = { origin: 'https://checkout.example' };
    expect((await signer(browserPost('/api/ramp/onramp', buyBody(), from), context)).status).toBe(200);
    const limited = await signer(browserPost('/api/ramp/onramp', buyBody(), from), context);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
    const exposed = (limited.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['retry-after', 'idempotent-replayed']));
    const sameOrigin = await signer(get({ origin: 'https://shop.example' }));
    expect(sameOrigin.headers.get('access-control-expose-headers')).toBeNull();
  });

  const from = { origin: 'https://checkout.example' };
  const failing = () => Promise.reject(new Error('connection refused'));
  const downStore = {
    get: failing, getMany: failing, set: failing, add: failing, increment: failing, delete: failing, track: failing, untrack: failing, tracked: failing,
  };

  it('gets the CORS headers on 503 store_unavailable, so the widget can read "retryable" and Retry-After', async () => {
    const { fetch, calls } = fakeUpstream(successFor);
    const signer = signerWith(fetch, { allowedOrigins, store: downStore, authorize: () => ({ userId: 'u1' }), logger: { warn: () => undefined } });
    const response = await signer(browserPost('/api/ramp/onramp', buyBody(), from));
    expect(response.status).toBe(503);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://checkout.example');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    // The vendor list may be read; no transaction is sent.
    expect(withoutLists(calls)).toHaveLength(0);
  });

  it('gets the CORS headers on the 500 of host code that threw', async () => {
    const { fetch } = fakeUpstream(successFor);
    const authorize = () => {
      throw new Error('session store down');
    };
    const signer = signerWith(fetch, { allowedOrigins, authorize, logger: { warn: () => undefined } });
    const response = await signer(get(from));
    expect(response.status).toBe(500);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://checkout.example');
  });

  it('gets none when its origin is not listed, whatever failed', async () => {
    const { fetch } = fakeUpstream(successFor);
    const signer = signerWith(fetch, { allowedOrigins, store: downStore, authorize: () => ({ userId: 'u1' }), logger: { warn: () => undefined } });
    const response = await signer(browserPost('/api/ramp/onramp', buyBody(), { origin: 'https://evil.example' }));
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
