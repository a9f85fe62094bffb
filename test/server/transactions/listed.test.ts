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

describe('a buy, whose POST is the proof of a transfer already made', () => {
  it('is sent whatever the vendor list says now: a vendor dropped while the person paid is not refused after their money went', async () => {
    const { signer, state, posts } = service();
    const handle = signer({ listCacheMs: 0 });
    state.vendors = [{ venderName: 'Chinedu Eze', vendorNumber: '3045678912', vendorBank: 'Zenith Bank' }];
    expect((await handle(buy({}))).status).toBe(200);
    state.listsDown = true;
    expect((await handle(buy({}, 'ref_listed_2'))).status).toBe(200);
    expect(posts()).toHaveLength(2);
    expect(posts()[0]?.body).toMatchObject({ vendor_name: 'Adaeze Okonkwo', vendor_bank: 'Access Bank', vendor_number: '0123456789' });
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
  it('is replayed under its key after the bank left the list', async () => {
    const { signer, state, posts } = service();
    const handle = signer({ listCacheMs: 0 });
    const first = await handle(sell({}));
    expect(first.status).toBe(200);
    state.banks = [{ name: 'Guaranty Trust Bank', code: '058' }];
    const again = await handle(sell({}));
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    // A new sell to the bank no longer listed is refused.
    expect((await handle(sell({}, 'sell_listed_2'))).status).toBe(422);
    expect(posts()).toHaveLength(1);
  });

  it('refused, claims no key for its user: another user may still use it', async () => {
    const { signer, posts } = service();
    const handle = signer({ authorize: (request) => ({ userId: request.headers.get('x-user') ?? 'nobody' }) });
    const asUser = (request: Request, user: string) => (request.headers.set('x-user', user), request);
    expect((await handle(asUser(sell({ bank_name: 'Totally Not A Bank' }), 'mallory'))).status).toBe(422);
    expect((await handle(asUser(sell({}), 'ada'))).status).toBe(200);
    expect(posts()).toHaveLength(1);
  });

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
  it('a sell gets 502 retryable, nothing is sent, and the same reference goes through once the lists are back', async () => {
    const { signer, state, posts } = service();
    const handle = signer();
    const request = () => sell({});
    state.listsDown = true;
    const { status, json } = await answer(await handle(request()));
    expect(status).toBe(502);
    expect(json.error).toEqual({ code: 'upstream', retryable: true, message: 'The bank list could not be loaded, so the sell was not sent. Try again shortly.' });
    expect(posts()).toHaveLength(0);
    state.listsDown = false;
    const retried = await handle(request());
    expect(retried.status).toBe(200);
    expect(retried.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(posts()).toHaveLength(1);
  });

  it('a list in a shape the signer cannot read is the same: 502 retryable, nothing sent', async () => {
    const { signer, state, posts } = service();
    state.banks = 'not a list' as unknown as unknown[];
    const { status, json } = await answer(await signer()(sell({})));
    expect(status).toBe(502);
    expect(json.error).toMatchObject({ code: 'upstream', retryable: true });
    expect(posts()).toHaveLength(0);
  });
});
