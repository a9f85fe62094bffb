import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isErrorBody } from '../../../src/core';
import { createMockRampService } from '../../../src/mock';
import { createRampSigner, type FetchLike } from '../../../src/server';
import { buyBody, sellBody } from '../support/helpers';

// Hostile input at the signer's routes. Runs are bounded so the file stays within a few seconds.
const BASE = 'https://ramp.example';
const ALLOWED_UPSTREAM = new Set([
  `${BASE}/transactions/v1/onramp`,
  `${BASE}/transactions/v1/offramp`,
  `${BASE}/transactions/v1/vendors?currency=NGN`,
  `${BASE}/transactions/v1/banks`,
]);
const BUY_KEYS = ['business_id', 'link_tag', 'type', 'amount', 'vendor_name', 'vendor_bank', 'vendor_number', 'bank_name', 'account_number', 'network', 'wallet_address', 'account_name', 'reference'];
const SELL_KEYS = ['business_id', 'link_tag', 'type', 'amount', 'account_name', 'account_number', 'bank_name', 'network', 'wallet_address'];

type Upstream = { url: string; method: string; headers: Record<string, string>; body: string };

/** The signer over the mock, with every upstream call recorded and every unexpected failure logged. */
function rig() {
  const mock = createMockRampService({ maxReceived: 10 });
  const upstream: Upstream[] = [];
  const unexpected: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    upstream.push({ url: request.url, method: request.method, headers: Object.fromEntries(request.headers), body: await request.clone().text() });
    return mock.fetch(request);
  };
  const signer = createRampSigner({
    secretKey: mock.secretKey,
    businessId: 'biz_fuzz',
    linkTag: 'link_fuzz',
    baseUrl: BASE,
    basePath: '/api/ramp',
    env: {},
    fetch,
    listCacheMs: 0,
    logger: { warn: (message) => void (message.includes('unexpectedly') && unexpected.push(message)) },
  });
  return { signer, upstream, unexpected, secret: mock.secretKey };
}

/** Asserts what must hold for any answer: no 5xx, JSON in the one error shape (no body at all for HEAD), no throw. */
async function expectSafeAnswer(response: Response, method = 'GET'): Promise<void> {
  expect(response.status).toBeLessThan(500);
  if (method.toUpperCase() === 'HEAD') {
    expect(response.body).toBeNull();
  } else if (response.status >= 400) {
    const json: unknown = await response.json();
    expect(isErrorBody(json)).toBe(true);
  } else {
    await response.arrayBuffer();
  }
}

// Digits of other scripts: full-width, Arabic-Indic, Extended Arabic-Indic, Devanagari, Bengali.
const DIGIT_ZEROS = [0xff10, 0x0660, 0x06f0, 0x0966, 0x09e6];
const foreignDigits = fc
  .tuple(fc.stringMatching(/^[1-9]\d{4,6}$/), fc.constantFrom(...DIGIT_ZEROS), fc.integer({ min: 0, max: 6 }))
  .map(([digits, zero, at]) => [...digits].map((d, i) => (i === at % digits.length ? String.fromCharCode(zero + Number(d)) : d)).join(''));

const deep = fc.integer({ min: 1, max: 3000 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown);
const protoKeys = fc.constantFrom('__proto__', 'constructor', 'prototype');
const protoObject = fc.tuple(protoKeys, fc.jsonValue({ maxDepth: 2 })).map(([key, value]) => JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`) as unknown);
const wrongType = fc.oneof(fc.boolean(), fc.constant(null), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }), fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }), deep, protoObject);
const huge = fc.integer({ min: 300, max: 15_000 }).map((n) => 'x'.repeat(n));

/** A value the field cannot take, whatever else the body holds. */
const badValue: Record<string, fc.Arbitrary<unknown>> = {
  amount: fc.oneof(foreignDigits, wrongType, fc.integer({ min: -1_000_000, max: 19_999 }), fc.integer({ min: 2_000_001 }), fc.constantFrom('1e5', '0x61A8', 'Infinity', 'NaN', '25000\u0000', '', ' ')),
  vendor_name: wrongType,
  vendor_bank: wrongType,
  vendor_number: fc.oneof(wrongType, huge),
  bank_name: wrongType,
  account_number: fc.oneof(wrongType, huge, foreignDigits.map((d) => `${d}000`.slice(0, 10))),
  network: fc.oneof(wrongType, huge, fc.constantFrom('bitcoin', 'ethereum', 'stellar\u0000', '')),
  wallet_address: fc.oneof(wrongType, huge, fc.constantFrom('', 'SAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7')),
};

const rawJson = (entries: [string, unknown][]) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.example${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('signer under hostile input (property-based)', () => {
  it('never calls upstream for a buy body with a bad field, and answers 4xx in the error shape', async () => {
    const { signer, upstream, unexpected } = rig();
    const field = fc.constantFrom(...Object.keys(badValue));
    const mutation = field.chain((name) => fc.tuple(fc.constant(name), badValue[name] as fc.Arbitrary<unknown>));
    await fc.assert(
      fc.asyncProperty(mutation, fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), async ([name, value], reference) => {
        const before = upstream.length;
        const body = rawJson(Object.entries({ ...buyBody({ reference }), [name]: value }));
        const response = await signer(post('/api/ramp/onramp', body, { 'idempotency-key': reference }));
        expect([400, 413, 422]).toContain(response.status);
        await expectSafeAnswer(response);
        expect(upstream.length).toBe(before);
      }),
      { numRuns: 300 },
    );
    expect(unexpected).toEqual([]);
  });

  it('drops __proto__, constructor, prototype and unknown keys: upstream sees only the interface fields', async () => {
    const { signer, upstream } = rig();
    const extra = fc.array(fc.tuple(fc.oneof(protoKeys, fc.string({ maxLength: 12 })), fc.jsonValue({ maxDepth: 3 })), { maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(fc.boolean(), extra, fc.uuid(), async (buy, extras, key) => {
        const base = buy ? buyBody({ reference: key.slice(0, 32) }) : sellBody();
        // Extras first: a later duplicate key in JSON wins, so the valid fields stay valid.
        const body = rawJson([...extras, ...Object.entries(base)]);
        const before = upstream.length;
        const response = await signer(post(`/api/ramp/${buy ? 'onramp' : 'offramp'}`, body, { 'idempotency-key': key.slice(0, 32) }));
        await expectSafeAnswer(response);
        expect(response.status).toBe(200);
        const sent = upstream.slice(before).filter((call) => call.method === 'POST');
        expect(sent).toHaveLength(1);
        const keys = Object.keys(JSON.parse(sent[0]?.body ?? '{}') as object);
        for (const name of keys) expect(buy ? BUY_KEYS : SELL_KEYS).toContain(name);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Object.getPrototypeOf({})).toBe(Object.prototype);
      }),
      { numRuns: 150 },
    );
  });

  it('never answers 5xx or moves the upstream address, whatever method, path, headers and body', async () => {
    const { signer, upstream, unexpected, secret } = rig();
    const segment = fc.oneof(
      fc.constantFrom('api', 'ramp', 'vendors', 'banks', 'onramp', 'offramp', 'transactions', 'v1', '..', '.', '%2e%2e', '%2F', '%2f..%2f', '%00', '%5C', '\\', 'https:', 'evil.example', '@evil.example', '?currency=USD', '#x', ';', 'vendors?x=1', ''),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
      fc.integer({ min: 1_000, max: 20_000 }).map((n) => 'a'.repeat(n)),
    );
    const path = fc.oneof(
      fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`),
      fc.array(segment, { maxLength: 4 }).map((parts) => `/api/ramp/${parts.join('/')}`),
      fc.constantFrom('//evil.example/api/ramp/vendors', '/api/ramp/https://evil.example/vendors', '/api/ramp/vendors/../onramp', '/api/ramp/%2e%2e/vendors', '/api/ramp//vendors'),
    );
    const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'get', 'post', 'PROPFIND', 'X-CUSTOM');
    const headerValue = fc.string({ maxLength: 40 }).map((text) => text.replace(/[^\x20-\x7e]/g, '').trim());
    // Weighted towards the real routes with their methods, so validation and upstream calls are exercised too.
    const target = fc.oneof(
      { arbitrary: fc.constantFrom(['GET', '/api/ramp/vendors'], ['GET', '/api/ramp/banks'], ['POST', '/api/ramp/onramp'], ['POST', '/api/ramp/offramp']), weight: 3 },
      { arbitrary: fc.tuple(method, path), weight: 2 },
    );
    const contentType = fc.oneof(
      { arbitrary: fc.constant('application/json'), weight: 4 },
      { arbitrary: fc.constantFrom('application/json; charset=utf-8', 'APPLICATION/JSON', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', ''), weight: 1 },
    );
    const headers = fc.record(
      {
        'content-type': contentType,
        'idempotency-key': fc.oneof(fc.uuid(), headerValue),
        origin: fc.constantFrom('http://shop.example', 'https://evil.example', 'null'),
        'x-forwarded-for': fc.ipV4(),
        'x-forwarded-host': fc.constantFrom('evil.example'),
        host: fc.constantFrom('evil.example', 'shop.example'),
        cookie: headerValue,
        authorization: headerValue,
        'service-sec-key': headerValue,
        accept: headerValue,
      },
      { requiredKeys: ['content-type'] },
    );
    const body = fc.oneof(
      fc.constant(undefined),
      fc.string({ maxLength: 200 }),
      fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
      // No reference in the buy body, so a random Idempotency-Key alone keys it.
      { arbitrary: fc.boolean().map((buy) => JSON.stringify(buy ? buyBody({ reference: undefined }) : sellBody())), weight: 3 },
      fc
        .tuple(fc.boolean(), fc.constantFrom(...Object.keys(badValue)), fc.jsonValue({ maxDepth: 3 }))
        .map(([buy, name, value]) => JSON.stringify({ ...(buy ? buyBody({ reference: undefined }) : sellBody()), [name]: value })),
      deep.map((value) => JSON.stringify({ ...buyBody(), amount: value })),
      fc.integer({ min: 15_000, max: 40_000 }).map((n) => JSON.stringify({ ...buyBody(), vendor_name: 'y'.repeat(n) })),
      fc.uint8Array({ maxLength: 100 }),
    );
    await fc.assert(
      fc.asyncProperty(target, headers, body, async ([verb, url], headerSet, payload) => {
        let request: Request;
        try {
          const upper = verb.toUpperCase();
          const withBody = payload !== undefined && upper !== 'GET' && upper !== 'HEAD';
          request = new Request(`http://shop.example${url}`, { method: verb, headers: headerSet, ...(withBody ? { body: payload } : {}) });
        } catch {
          return; // Not a request any client could send.
        }
        const response = await signer(request);
        await expectSafeAnswer(response, request.method);
      }),
      { numRuns: 400 },
    );
    expect(unexpected).toEqual([]);
    expect(upstream.length).toBeGreaterThan(0);
    for (const call of upstream) {
      expect(ALLOWED_UPSTREAM).toContain(call.url);
      expect(call.headers['service-sec-key']).toBe(secret);
      expect(call.headers.cookie).toBeUndefined();
      expect(call.headers.authorization).toBeUndefined();
      expect(call.headers['idempotency-key']).toBeUndefined();
    }
  });
});
