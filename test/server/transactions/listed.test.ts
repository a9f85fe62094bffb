import { describe, expect, it } from 'vitest';
import { REPLAYED_HEADER, type RampSignerOptions } from '../../../src/server';
import { browserPost, buyBody, fakeUpstream, isListCall, sellBody, signerWith, successFor, upstreamJson, type SeenCall } from '../support/helpers';

type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string>; retryable?: boolean } };

const VENDOR = { venderName: 'Adaeze Okonkwo', vendorNumber: '0123456789', vendorBank: 'Access Bank' };
const BANKS = [{ name: 'Wema Bank', code: '035' }, { name: 'Guaranty Trust Bank', code: '058' }];

/** A service whose lists can go down, come back, empty or change; every POST creates a transaction. */
function service() {
  const state = { listsDown: false, vendors: [VENDOR] as unknown[], banks: BANKS as unknown[] };
  const upstream = fakeUpstream((call: SeenCall) => {
    if (!isListCall(call)) return successFor(call);
    if (state.listsDown) return upstreamJson(503, { message: 'maintenance' });
    return call.url.includes('/vendors') ? upstreamJson(200, { Vendors: state.vendors }) : upstreamJson(200, { banks: state.banks });
  });
  const posts = () => upstream.calls.filter((call) => call.method === 'POST');
  return { state, upstream, posts, signer: (options: RampSignerOptions = {}) => signerWith(upstream.fetch, options) };
}

const buy = (body: Record<string, unknown>, reference = 'ref_listed_1') => browserPost('/api/ramp/onramp', buyBody({ ...body, reference }), { 'idempotency-key': reference });
const sell = (body: Record<string, unknown>, key = 'sell_listed_1') => browserPost('/api/ramp/offramp', sellBody(body), { 'idempotency-key': key });

async function answer(response: Response) {
  return { status: response.status, json: (await response.json()) as ErrorJson & Record<string, unknown> };
}

describe('a buy whose vendor is not one of the service’s vendors', () => {
  it('is refused naming the vendor field, and nothing is sent', async () => {
    const { signer, posts } = service();
    const { status, json } = await answer(await signer()(buy({ vendor_name: 'Invented Person', vendor_bank: 'Made Up Bank', vendor_number: '9999999999' })));
    expect(status).toBe(422);
    expect(json.error).toEqual({ code: 'validation', message: expect.stringMatching(/not one of the ramp service's vendors/), fields: { vendor_name: expect.stringMatching(/^Vendor name: choose a payment vendor from the list/) } });
    expect(posts()).toHaveLength(0);
  });

  it.each([
    ['number', { vendor_number: '0123456780' }],
    ['bank', { vendor_bank: 'Zenith Bank' }],
    ['name', { vendor_name: 'Adaeze Okonkwo-Eze' }],
    // The widget sends the list's values as they are: another case is not the listed vendor.
    ['name, in another case', { vendor_name: 'ADAEZE OKONKWO' }],
  ])('is refused when only its %s differs from a listed vendor', async (_, altered) => {
    const { signer, posts } = service();
    const { status, json } = await answer(await signer()(buy(altered)));
    expect(status).toBe(422);
    expect(Object.keys(json.error.fields ?? {})).toEqual(['vendor_name']);
    expect(posts()).toHaveLength(0);
  });

  it('is refused whatever it names when the service lists no vendors', async () => {
    const { signer, state, posts } = service();
    state.vendors = [];
    const { status, json } = await answer(await signer()(buy({})));
    expect(status).toBe(422);
    expect(json.error.fields).toEqual({ vendor_name: expect.stringMatching(/lists no vendors/) });
    expect(posts()).toHaveLength(0);
  });

  it('does not use up its reference: the same reference with the listed vendor goes through', async () => {
    const { signer, posts } = service();
    const handle = signer();
    expect((await handle(buy({ vendor_number: '0123456780' }))).status).toBe(422);
    expect((await handle(buy({}))).status).toBe(200);
    expect(posts()).toHaveLength(1);
  });

  it('claims no reference for its user: another user may still use it', async () => {
    const { signer, posts } = service();
    const handle = signer({ authorize: (request) => ({ userId: request.headers.get('x-user') ?? 'nobody' }) });
    const asUser = (request: Request, user: string) => (request.headers.set('x-user', user), request);
    expect((await handle(asUser(buy({ vendor_name: 'Invented Person' }), 'mallory'))).status).toBe(422);
    expect((await handle(asUser(buy({}), 'ada'))).status).toBe(200);
    expect(posts()).toHaveLength(1);
  });
});

describe('a buy whose vendor is listed', () => {
  it('goes through with the listed values', async () => {
    const { signer, posts } = service();
    expect((await signer()(buy({}))).status).toBe(200);
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body).toMatchObject({ vendor_name: 'Adaeze Okonkwo', vendor_bank: 'Access Bank', vendor_number: '0123456789' });
  });

  it('goes through with white space read as the list reads it (runs made one), sending the listed values', async () => {
    const { signer, posts } = service();
    expect((await signer()(buy({ vendor_name: 'Adaeze   Okonkwo', vendor_bank: ' Access Bank ' }))).status).toBe(200);
    expect(posts()[0]?.body).toMatchObject({ vendor_name: 'Adaeze Okonkwo', vendor_bank: 'Access Bank' });
  });

  it('is replayed under its reference after the vendor left the list: the buy paid to it is not lost', async () => {
    const { signer, state, posts } = service();
    const handle = signer({ listCacheMs: 0 });
    const first = await handle(buy({}));
    expect(first.status).toBe(200);
    state.vendors = [{ venderName: 'Chinedu Eze', vendorNumber: '3045678912', vendorBank: 'Zenith Bank' }];
    const again = await handle(buy({}));
    expect(again.status).toBe(200);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    // A new buy to the vendor no longer listed is refused.
    expect((await handle(buy({}, 'ref_listed_2'))).status).toBe(422);
    expect(posts()).toHaveLength(1);
  });
});

describe('a sell whose bank is not one of the service’s banks', () => {
  it('is refused naming bank_name, and nothing is sent', async () => {
    const { signer, posts } = service();
    const { status, json } = await answer(await signer()(sell({ bank_name: 'Totally Not A Bank' })));
    expect(status).toBe(422);
    expect(json.error).toEqual({ code: 'validation', message: expect.stringMatching(/not one of the ramp service's banks/), fields: { bank_name: 'Bank: choose a bank from the list' } });
    expect(posts()).toHaveLength(0);
  });

  it('is refused when the bank exists but the service does not list it', async () => {
    const { signer, posts } = service();
    expect((await signer()(sell({ bank_name: 'Zenith Bank' }))).status).toBe(422);
    expect(posts()).toHaveLength(0);
  });

  it('is refused whatever it names when the service lists no banks', async () => {
    const { signer, state, posts } = service();
    state.banks = [];
    expect((await signer()(sell({}))).status).toBe(422);
    expect(posts()).toHaveLength(0);
  });
});

describe('a sell whose bank is listed', () => {
  it.each([
    ['its listed name', 'Wema Bank', 'Wema Bank'],
    ['its name in another case and spacing', 'wema  bank', 'Wema Bank'],
    ['a name the account-name route also takes for it', 'GTBank', 'Guaranty Trust Bank'],
  ])('goes through by %s, sending the listed name', async (_, given, listed) => {
    const { signer, posts } = service();
    expect((await signer()(sell({ bank_name: given }))).status).toBe(200);
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body).toMatchObject({ bank_name: listed });
  });
});

describe('when the lists cannot be loaded', () => {
  it.each([
    ['buy', () => buy({}), 'vendor'],
    ['sell', () => sell({}), 'bank'],
  ])('a %s gets 502 retryable, nothing is sent, and the same reference goes through once the lists are back', async (kind, request, noun) => {
    const { signer, state, posts } = service();
    const handle = signer();
    state.listsDown = true;
    const { status, json } = await answer(await handle(request()));
    expect(status).toBe(502);
    expect(json.error).toEqual({ code: 'upstream', retryable: true, message: `The ${noun} list could not be loaded, so the ${kind} was not sent. Try again shortly.` });
    expect(posts()).toHaveLength(0);
    state.listsDown = false;
    const retried = await handle(request());
    expect(retried.status).toBe(200);
    expect(retried.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(posts()).toHaveLength(1);
  });

  it('a buy already created is still replayed under its reference', async () => {
    const { signer, state, posts } = service();
    const handle = signer({ listCacheMs: 0 });
    expect((await handle(buy({}))).status).toBe(200);
    state.listsDown = true;
    const again = await handle(buy({}));
    expect(again.status).toBe(200);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(posts()).toHaveLength(1);
  });

  it('a list in a shape the signer cannot read is the same: 502 retryable, nothing sent', async () => {
    const { signer, state, posts } = service();
    state.vendors = 'not a list' as unknown as unknown[];
    const { status, json } = await answer(await signer()(buy({})));
    expect(status).toBe(502);
    expect(json.error).toMatchObject({ code: 'upstream', retryable: true });
    expect(posts()).toHaveLength(0);
  });
});
