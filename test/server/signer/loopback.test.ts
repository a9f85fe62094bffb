import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockRampService, MOCK_BANKS } from '../../../src/mock';
import { createRampSigner, type LogFields } from '../../../src/server';
import { buyBody, sellBody } from '../support/helpers';
import { serve, type Served } from '../support/loopback';

// Browser → signer (real HTTP) → mock service (real HTTP), both on loopback ports.
const SECRET = 'test_s_tk_LOOPBACK-7d1f0c9e5a2b48e3';
const mock = createMockRampService({ secretKey: SECRET, businessId: 'biz_loop' });
const logLines: string[] = [];
const seenByBrowser: string[] = [];
let upstream: Served;
let signer: Served;

// Headers the HTTP client itself adds to every request; anything else upstream came from the signer.
const TRANSPORT = ['host', 'connection', 'content-length', 'user-agent', 'accept-encoding', 'accept-language', 'sec-fetch-mode'];

const BROWSER_HEADERS = {
  cookie: 'session=s3cr3t-session',
  authorization: 'Bearer user-token',
  origin: 'https://shop.example',
  'sec-fetch-site': 'same-origin',
  'x-forwarded-for': '203.0.113.9',
  'user-agent': 'Mozilla/5.0 (test)',
};

async function browser(path: string, init: { method?: string; body?: string; headers?: Record<string, string | undefined> } = {}) {
  const headers = new Headers();
  for (const [name, value] of Object.entries({ ...BROWSER_HEADERS, ...init.headers })) if (value !== undefined) headers.set(name, value);
  const response = await fetch(`${signer.url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  const text = await response.text();
  seenByBrowser.push(text, JSON.stringify([...response.headers]));
  return { status: response.status, headers: response.headers, json: JSON.parse(text) as Record<string, unknown> & { error: { code: string; message: string; fields?: Record<string, string> } } };
}

// One reference per test, as the widget makes one per request: the signer keeps answers per key.
let reference = '';
let references = 0;

/** A POST as the widget sends it: the test's reference in the buy body and in Idempotency-Key. */
function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const sent = typeof body === 'object' && body !== null && 'reference' in body ? { ...body, reference } : body;
  return browser(path, {
    method: 'POST',
    body: typeof sent === 'string' ? sent : JSON.stringify(sent),
    headers: { 'content-type': 'application/json', 'idempotency-key': reference, ...headers },
  });
}

function expectCleanUpstreamHeaders(headers: Record<string, string>) {
  const names = Object.keys(headers).filter((name) => !TRANSPORT.includes(name)).sort();
  expect(names).toEqual(['accept', 'content-type', 'service-sec-key']);
  expect(headers['service-sec-key']).toBe(SECRET);
  expect(headers.accept).toBe('application/json');
  expect(headers['user-agent']).not.toContain('Mozilla');
}

beforeAll(async () => {
  upstream = await serve(mock.handle);
  const handler = createRampSigner({
    secretKey: SECRET,
    businessId: 'biz_loop',
    linkTag: 'Link_loop',
    baseUrl: upstream.url,
    basePath: '/api/ramp',
    allowedOrigins: ['https://shop.example'],
    timeoutMs: 400,
    listCacheMs: 0,
    env: {},
    logger: { warn: (m: string, f?: LogFields) => logLines.push(m, JSON.stringify(f ?? {})), info: (m: string, f?: LogFields) => logLines.push(m, JSON.stringify(f ?? {})) },
  });
  signer = await serve(handler);
});

afterAll(async () => {
  await signer.close();
  await upstream.close();
  // Everything the browser saw and everything logged, over every test in this file.
  expect(seenByBrowser.length).toBeGreaterThan(40);
  for (const text of [...seenByBrowser, ...logLines]) expect(text).not.toContain(SECRET);
});

/** What the mock received other than the signer reading its lists: the transactions. */
const posts = () => mock.received.filter((received) => received.method === 'POST');

beforeEach(() => {
  mock.reset();
  reference = `ref_loop_${(references += 1)}`;
});

describe('signer over loopback HTTP, to the mock over loopback HTTP', () => {
  it('GET /vendors: normalised list; upstream got the fixed path and only the signer headers', async () => {
    const { status, json, headers } = await browser('/api/ramp/vendors?currency=USD');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json');
    expect(json).toEqual({ vendors: [expect.objectContaining({ name: 'Adaeze Okonkwo', bank: 'Access Bank', number: '0123456789' }), ...Array(3).fill(expect.any(Object))] });
    expect(mock.received).toHaveLength(1);
    expect(mock.received[0]).toMatchObject({ method: 'GET', path: '/transactions/v1/vendors', search: '?currency=NGN' });
    expectCleanUpstreamHeaders(mock.received[0]?.headers ?? {});
  });

  it('GET /banks: the mock’s banks, name and code', async () => {
    const { status, json } = await browser('/api/ramp/banks');
    expect(status).toBe(200);
    expect(json).toEqual({ banks: MOCK_BANKS });
    expectCleanUpstreamHeaders(mock.received[0]?.headers ?? {});
  });

  it('POST /onramp: the transaction back; upstream got the exact interface 2.1 body', async () => {
    const { status, json, headers } = await post('/api/ramp/onramp', buyBody({ business_id: 'forged', type: 'sell_ramp', amount: '25,000.50', network: 'POLYGON', note: 'drop me' }));
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(json).toMatchObject({ status: 'success', transaction: { transaction_id: expect.stringMatching(/^[0-9a-f]{24}$/), type: 'Buy', reference, amount: 25000.5, network: 'polygon', date_created: expect.stringMatching(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/) } });
    // A buy is sent as it is: no list is asked for first.
    expect(mock.received.map((r) => r.path)).toEqual(['/transactions/v1/onramp']);
    const received = posts()[0];
    expect(received).toMatchObject({ method: 'POST', path: '/transactions/v1/onramp', search: '' });
    expect(received?.body).toStrictEqual({
      business_id: 'biz_loop',
      link_tag: 'Link_loop',
      type: 'buy_ramp',
      amount: 25000.5,
      vendor_name: 'Adaeze Okonkwo',
      vendor_bank: 'Access Bank',
      vendor_number: '0123456789',
      bank_name: 'Zenith Bank',
      account_number: '1234567890',
      network: 'polygon',
      wallet_address: '0x52908400098527886e0f7030069857d2e4169ee7',
      reference,
    });
    expectCleanUpstreamHeaders(received?.headers ?? {});
  });

  it('POST /offramp: the sell record back; upstream got the exact interface 2.2 body', async () => {
    const { status, json } = await post('/api/ramp/offramp', sellBody({ link_tag: 'forged', reference: 'not-in-sell' }));
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 'success', transaction: { type: 'Sell', account_name: 'Tansi Jones', bank_name: 'Wema Bank' } });
    expect(mock.received.map((r) => r.path)).toEqual(['/transactions/v1/banks', '/transactions/v1/offramp']);
    expect(posts()[0]?.body).toStrictEqual({
      business_id: 'biz_loop',
      link_tag: 'Link_loop',
      type: 'sell_ramp',
      amount: 50,
      account_name: 'Tansi Jones',
      account_number: '9480948372',
      bank_name: 'Wema Bank',
      network: 'stellar',
      wallet_address: 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7',
    });
    expectCleanUpstreamHeaders(posts()[0]?.headers ?? {});
  });

  it.each([
    ['GET', '/api/ramp/transactions/v1/onramp', 404],
    ['GET', '/api/ramp/vendors/', 404],
    ['GET', '/elsewhere', 404],
    ['GET', '/api/ramp/onramp', 405],
    ['DELETE', '/api/ramp/vendors', 405],
  ])('%s %s → %i, nothing sent upstream', async (method, path, expected) => {
    const { status, json, headers } = await browser(path, { method });
    expect(status).toBe(expected);
    expect(json.error.code).toBe(expected === 404 ? 'not_found' : 'method_not_allowed');
    if (expected === 405) expect(headers.get('allow')).toBeTruthy();
    expect(mock.received).toHaveLength(0);
  });

  it.each([
    ['invalid fields', () => post('/api/ramp/onramp', { amount: 5 }), 422, 'validation'],
    ['an amount under the minimum', () => post('/api/ramp/onramp', buyBody({ amount: 19999 })), 422, 'limit'],
    ['malformed JSON', () => post('/api/ramp/onramp', '{"amount":'), 400, 'validation'],
    ['a form body', () => post('/api/ramp/offramp', 'amount=5', { 'content-type': 'application/x-www-form-urlencoded' }), 415, 'unsupported_media_type'],
    ['a body over 16 KiB', () => post('/api/ramp/onramp', { ...buyBody(), pad: 'x'.repeat(17_000) }), 413, 'payload_too_large'],
    ['another origin', () => post('/api/ramp/onramp', buyBody(), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), 403, 'forbidden'],
    ['a cross-site GET without Origin', () => browser('/api/ramp/banks', { headers: { origin: undefined, 'sec-fetch-site': 'cross-site' } }), 403, 'forbidden'],
  ])('refuses %s and never calls upstream', async (_, send, status, code) => {
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(answer.json.error.code).toBe(code);
    expect(mock.received).toHaveLength(0);
  });

  it('enforces 16 KiB on a chunked body with no content-length', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${signer.url}/api/ramp/onramp`, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      for (let i = 0; i < 40; i += 1) req.write(' '.repeat(1024));
      req.end('{}');
    });
    expect(status).toBe(413);
    expect(mock.received).toHaveLength(0);
  });

  it.each([
    [400, 400, 'validation'],
    [402, 402, 'payment_failed'],
    [403, 403, 'forbidden'],
    [404, 404, 'not_found'],
    [409, 409, 'conflict'],
    [500, 502, 'upstream'],
    [503, 502, 'upstream'],
  ])('upstream %i → browser %i %s', async (injected, status, code) => {
    mock.setFaults({ route: 'onramp', status: injected, body: { status: 'error', message: 'Business is inactive' } });
    const { status: got, json } = await post('/api/ramp/onramp', buyBody());
    expect(got).toBe(status);
    expect(json.error.code).toBe(code);
    expect(posts()).toHaveLength(1);
  });

  it('a refused key → 401 saying the host must fix its configuration', async () => {
    const wrongKey = createRampSigner({ secretKey: 'test_s_tk_wrong', businessId: 'b', linkTag: 't', baseUrl: upstream.url, env: {} });
    const served = await serve(wrongKey);
    try {
      const response = await fetch(`${served.url}/banks`);
      const json = (await response.json()) as { error: { code: string; message: string } };
      expect(response.status).toBe(401);
      expect(json.error.code).toBe('unauthorized');
      expect(json.error.message).toMatch(/configuration/);
      expect(mock.received[0]?.headers['service-sec-key']).toBe('test_s_tk_wrong');
    } finally {
      await served.close();
    }
  });

  it.each([
    ['a non-JSON 200', 502, 'upstream', { malformed: true }],
    ['a dropped connection', 502, 'upstream', { reset: true }],
    ['no answer within timeoutMs', 504, 'timeout', { hang: true }],
    ['an answer slower than timeoutMs', 504, 'timeout', { latencyMs: 2_000 }],
  ])('%s → %i %s', async (_, status, code, fault) => {
    mock.setFaults({ route: 'onramp', ...fault });
    const { status: got, json } = await post('/api/ramp/onramp', buyBody());
    // A 504 "timeout" can only come from the signer's timer: the slow answer would have been a 200.
    expect(got).toBe(status);
    expect(json.error.code).toBe(code);
  });

  it('an upstream that is not listening at all → 502', async () => {
    const gone = await serve(mock.handle);
    const url = gone.url;
    await gone.close();
    const served = await serve(createRampSigner({ secretKey: SECRET, businessId: 'b', linkTag: 't', baseUrl: url, env: {} }));
    try {
      const response = await fetch(`${served.url}/vendors`);
      expect(response.status).toBe(502);
    } finally {
      await served.close();
    }
  });

  it('a slow answer within timeoutMs goes through', async () => {
    mock.setFaults({ latencyMs: 100 });
    expect((await post('/api/ramp/onramp', buyBody())).status).toBe(200);
  });

  it('a retry after a failure succeeds once the fault clears', async () => {
    mock.setFaults({ route: 'onramp', status: 503, times: 1 });
    expect((await post('/api/ramp/onramp', buyBody())).status).toBe(502);
    expect((await post('/api/ramp/onramp', buyBody())).status).toBe(200);
    expect(posts()).toHaveLength(2);
  });

  it('list failures are not cached: the next request fetches again', async () => {
    mock.setFaults({ route: 'banks', reset: true, times: 1 });
    expect((await browser('/api/ramp/banks')).status).toBe(502);
    expect((await browser('/api/ramp/banks')).status).toBe(200);
  });
});
