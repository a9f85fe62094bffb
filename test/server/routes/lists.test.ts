import { afterEach, describe, expect, it, vi } from 'vitest';
import { gate } from '../../support/gate';
import { fakeUpstream, signerWith, successFor, upstreamJson } from '../support/helpers';

const get = (path: string) => new Request(`http://shop.example/api/ramp/${path}`);

describe('signer vendor and bank lists', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['the observed shape', { Vendors: [{ venderName: 'Ada', vendorNumber: '0123456789', vendorBank: 'Access Bank' }] }],
    ['snake_case under data', { data: [{ vendor_name: 'Ada', vendor_number: '0123456789', vendor_bank: 'Access Bank' }] }],
    ['camelCase under vendors', { vendors: [{ vendorName: 'Ada', account_number: '0123456789', bank: 'Access Bank' }] }],
  ])('normalises vendors from %s', async (_, upstream) => {
    const { fetch } = fakeUpstream(() => upstreamJson(200, upstream));
    const response = await signerWith(fetch)(get('vendors'));
    expect(await response.json()).toEqual({ vendors: [{ name: 'Ada', bank: 'Access Bank', number: '0123456789' }] });
  });

  it.each([
    ['banks with codes', { banks: [{ name: 'Wema Bank', code: '035' }] }, [{ name: 'Wema Bank', code: '035' }]],
    ['Banks with bank_name', { Banks: [{ bank_name: 'Wema Bank' }] }, [{ name: 'Wema Bank' }]],
    ['data with bankName', { data: [{ bankName: 'Wema Bank' }] }, [{ name: 'Wema Bank' }]],
  ])('normalises %s', async (_, upstream, banks) => {
    const { fetch } = fakeUpstream(() => upstreamJson(200, upstream));
    const response = await signerWith(fetch)(get('banks'));
    expect(await response.json()).toEqual({ banks });
  });

  it('caches each list for listCacheMs, then fetches it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { fetch, calls } = fakeUpstream(successFor);
    const signer = signerWith(fetch, { listCacheMs: 60_000 });
    await signer(get('vendors'));
    await signer(get('vendors'));
    await signer(get('banks'));
    expect(calls).toHaveLength(2);
    vi.advanceTimersByTime(60_001);
    await signer(get('vendors'));
    expect(calls).toHaveLength(3);
  });

  it('caches for five minutes by default', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { fetch, calls } = fakeUpstream(successFor);
    const signer = signerWith(fetch);
    await signer(get('banks'));
    vi.advanceTimersByTime(299_000);
    await signer(get('banks'));
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    await signer(get('banks'));
    expect(calls).toHaveLength(2);
  });

  it('does not cache failures or an empty list', async () => {
    const answers = [upstreamJson(503, {}), upstreamJson(200, { banks: [] }), upstreamJson(200, { banks: [{ name: 'Wema Bank' }] })];
    const { fetch, calls } = fakeUpstream(() => answers.shift() ?? upstreamJson(500, {}));
    const signer = signerWith(fetch);
    expect((await signer(get('banks'))).status).toBe(502);
    expect(await (await signer(get('banks'))).json()).toEqual({ banks: [] });
    expect(await (await signer(get('banks'))).json()).toEqual({ banks: [{ name: 'Wema Bank' }] });
    expect((await signer(get('banks'))).status).toBe(200);
    expect(calls).toHaveLength(3);
  });

  it.each([
    ['vendors', { Vendors: [] }],
    ['vendors', { data: [] }],
    ['vendors', { data: { vendors: [] } }],
    ['vendors', []],
    ['banks', { banks: [] }],
    ['banks', { Banks: [] }],
    ['banks', []],
  ])('answers an empty %s list in a known shape (%j) with 200 and an empty list', async (route, upstream) => {
    const { fetch } = fakeUpstream(() => upstreamJson(200, upstream));
    const response = await signerWith(fetch)(get(route));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ [route]: [] });
  });

  it.each([
    ['vendors', {}],
    ['vendors', { items: [] }],
    ['vendors', { Vendors: [{ colour: 'blue' }] }],
    ['vendors', { data: {} }],
    ['banks', { result: [{ name: 'Wema Bank' }] }],
    ['banks', 'Wema Bank'],
    ['banks', { banks: null }],
  ])('answers a %s list in an unknown shape (%j) with 502 upstream', async (route, upstream) => {
    const { fetch } = fakeUpstream(() => upstreamJson(200, upstream));
    const response = await signerWith(fetch)(get(route));
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('upstream');
  });

  it('shares one upstream call between concurrent requests for the same list', async () => {
    // The service holds its answer until the three requests are in: one call reaches it, the others wait on it.
    const held = gate();
    const { fetch, calls } = fakeUpstream(async (call) => {
      await held.promise;
      return successFor(call);
    });
    const signer = signerWith(fetch);
    const asked = Promise.all([signer(get('vendors')), signer(get('vendors')), signer(get('vendors'))]);
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    held.open();
    const answers = await asked;
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(calls).toHaveLength(1);
  });

  it('passes list failures on in the one error shape', async () => {
    const { fetch } = fakeUpstream(() => upstreamJson(401, { message: 'no' }));
    const response = await signerWith(fetch)(get('vendors'));
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });
});
