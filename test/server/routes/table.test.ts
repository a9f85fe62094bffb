import { describe, expect, it } from 'vitest';
import { BASE_URL, browserPost, buyBody, fakeUpstream, sellBody, signerWith, successFor } from '../support/helpers';

describe('signer routes', () => {
  it.each([
    ['GET', '/api/ramp/vendors', '/transactions/v1/vendors?currency=NGN'],
    ['GET', '/api/ramp/banks', '/transactions/v1/banks'],
  ])('%s %s calls upstream %s', async (method, path, upstream) => {
    const { fetch, calls } = fakeUpstream(successFor);
    const response = await signerWith(fetch)(new Request(`http://shop.example${path}`, { method }));
    expect(response.status).toBe(200);
    expect(calls.map((c) => [c.method, c.url])).toEqual([['GET', `${BASE_URL}${upstream}`]]);
  });

  it('POST /api/ramp/onramp calls upstream /transactions/v1/onramp, and nothing else: a buy is the proof of a transfer made', async () => {
    const { fetch, calls } = fakeUpstream(successFor);
    const response = await signerWith(fetch)(browserPost('/api/ramp/onramp', buyBody()));
    expect(response.status).toBe(200);
    expect(calls.map((c) => [c.method, c.url])).toEqual([['POST', `${BASE_URL}/transactions/v1/onramp`]]);
  });

  it('POST /api/ramp/offramp calls upstream /transactions/v1/offramp, after the bank list its bank comes from', async () => {
    const { fetch, calls } = fakeUpstream(successFor);
    const response = await signerWith(fetch)(browserPost('/api/ramp/offramp', sellBody()));
    expect(response.status).toBe(200);
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', `${BASE_URL}/transactions/v1/banks`],
      ['POST', `${BASE_URL}/transactions/v1/offramp`],
    ]);
  });

  it.each([
    '/api/ramp',
    '/api/ramp/',
    '/api/ramp/onramp/',
    '/api/ramp/Onramp',
    '/api/ramp/onramp/extra',
    '/api/rampx/onramp',
    '/onramp',
    '/api/ramp/%6Fnramp',
    '/api/ramp/../ramp/transactions/v1/onramp',
    '/api/ramp/constructor',
    '/api/ramp/__proto__',
  ])('answers 404 for %s without calling upstream', async (path) => {
    const { fetch, calls } = fakeUpstream(successFor);
    const response = await signerWith(fetch)(browserPost(path, buyBody()));
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['POST', '/api/ramp/vendors', 'GET, HEAD'],
    ['DELETE', '/api/ramp/banks', 'GET, HEAD'],
    ['GET', '/api/ramp/onramp', 'POST'],
    ['PUT', '/api/ramp/offramp', 'POST'],
    ['OPTIONS', '/api/ramp/onramp', 'POST'],
  ])('answers 405 to %s %s with Allow: %s', async (method, path, allow) => {
    const { fetch, calls } = fakeUpstream(successFor);
    const response = await signerWith(fetch)(new Request(`http://shop.example${path}`, { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed');
    expect(calls).toHaveLength(0);
  });

  it('defaults to routes at the root of wherever it is mounted', async () => {
    const { fetch } = fakeUpstream(successFor);
    const signer = signerWith(fetch, { basePath: undefined });
    expect((await signer(new Request('http://shop.example/vendors'))).status).toBe(200);
    expect((await signer(new Request('http://shop.example/api/ramp/vendors'))).status).toBe(404);
  });

  it('never lets the browser path or query shape the upstream address', async () => {
    const { fetch, calls } = fakeUpstream(successFor);
    const signer = signerWith(fetch, { listCacheMs: 0 });
    await signer(new Request('http://shop.example/api/ramp/vendors?currency=USD&path=/admin#x'));
    await signer(new Request('http://evil.example/api/ramp/banks?url=https://evil.example'));
    await signer(browserPost('/api/ramp/onramp?next=/transactions/v1/offramp', buyBody()));
    expect(calls.map((c) => c.url)).toEqual([
      `${BASE_URL}/transactions/v1/vendors?currency=NGN`,
      `${BASE_URL}/transactions/v1/banks`,
      `${BASE_URL}/transactions/v1/onramp`,
    ]);
  });

  it('uses the configured upstream list paths', async () => {
    const { fetch, calls } = fakeUpstream(successFor);
    const signer = signerWith(fetch, { vendorsPath: '/v2/vendors?currency=NGN&kind=p2p', banksPath: '/v2/banks' });
    await signer(new Request('http://shop.example/api/ramp/vendors'));
    await signer(new Request('http://shop.example/api/ramp/banks'));
    expect(calls.map((c) => c.url)).toEqual([`${BASE_URL}/v2/vendors?currency=NGN&kind=p2p`, `${BASE_URL}/v2/banks`]);
  });

  it('answers JSON with no-store on every route', async () => {
    const { fetch } = fakeUpstream(successFor);
    const signer = signerWith(fetch);
    for (const request of [browserPost('/api/ramp/onramp', buyBody()), new Request('http://shop.example/api/ramp/banks'), new Request('http://shop.example/nope')]) {
      const response = await signer(request);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
