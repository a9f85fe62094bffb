import { createRampSigner, type FetchLike, type RampSignerOptions } from '../../../src/server';

/** A secret distinctive enough that finding it anywhere is certain to be a leak. */
export const SECRET = 'live_s_lk_Zq8X-SECRET-9f3c1e77b2d04a6e';

export const BASE_URL = 'https://ramp.example';

/** A buy body the core accepts, as the widget sends it. */
export function buyBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    amount: 25000,
    vendor_name: 'Adaeze Okonkwo',
    vendor_bank: 'Access Bank',
    vendor_number: '0123456789',
    bank_name: 'Zenith Bank',
    account_number: '1234567890',
    network: 'Polygon',
    wallet_address: '0x52908400098527886e0f7030069857d2e4169ee7',
    reference: 'ref_20260101_abc',
    ...overrides,
  };
}

/** A sell body the core accepts, as the widget sends it. */
export function sellBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    amount: 50,
    account_name: 'Tansi Jones',
    account_number: '9480948372',
    bank_name: 'Wema Bank',
    network: 'stellar',
    wallet_address: 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7',
    ...overrides,
  };
}

/** One call the fake upstream saw. */
export interface SeenCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records calls and answers with whatever `answer` returns for each. */
export function fakeUpstream(answer: (call: SeenCall, signal: AbortSignal | undefined) => Promise<Response> | Response) {
  const calls: SeenCall[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    const text = await request.text();
    const call: SeenCall = {
      url: request.url,
      method: request.method,
      headers: Object.fromEntries(request.headers),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    return answer(call, init?.signal ?? undefined);
  };
  return { fetch, calls };
}

/** A JSON response as an upstream would send it. */
export function upstreamJson(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The service's documented success answers. */
export function successFor(call: SeenCall): Response {
  if (call.url.includes('/vendors')) {
    return upstreamJson(200, { Vendors: [{ venderName: 'Adaeze Okonkwo', vendorNumber: '0123456789', vendorBank: 'Access Bank' }] });
  }
  if (call.url.includes('/banks')) return upstreamJson(200, { banks: [{ name: 'Wema Bank', code: '035' }] });
  const sent = call.body as Record<string, unknown>;
  const type = call.url.endsWith('/onramp') ? 'Buy' : 'Sell';
  return upstreamJson(200, {
    status: 'success',
    message: 'Transaction Request successful',
    transaction: { transaction_id: '645c329afc3ac414bf70f9a1', type, amount: sent.amount, reference: '478939302', network: 'Polygon', date_created: 'May 11, 2023' },
  });
}

/** Whether the call is the signer fetching the vendor or bank list (the default paths). */
export function isListCall(call: SeenCall): boolean {
  return call.method === 'GET' && /\/transactions\/v1\/(vendors|banks)(\?|$)/.test(call.url);
}

/**
 * An upstream answer that serves the service's documented lists (the vendor and bank of `buyBody`
 * and `sellBody`) and leaves every other call to `answer`: the signer checks a POST's vendor or
 * bank against them before sending it.
 */
export function servingLists(answer: (call: SeenCall, signal: AbortSignal | undefined) => Promise<Response> | Response) {
  return (call: SeenCall, signal: AbortSignal | undefined) => (isListCall(call) ? successFor(call) : answer(call, signal));
}

/** A fetch that serves the documented lists itself and hands every other call to `fetch`. */
export function fetchServingLists(fetch: FetchLike): FetchLike {
  return async (input, init) => {
    const request = new Request(input, init);
    const call: SeenCall = { url: request.url, method: request.method, headers: {}, body: undefined };
    return isListCall(call) ? successFor(call) : fetch(input, init);
  };
}

/** The calls that were not the signer fetching a list: the transactions and lookups. */
export function withoutLists(calls: readonly SeenCall[]): SeenCall[] {
  return calls.filter((call) => !isListCall(call));
}

/** A signer over a fake upstream, mounted at /api/ramp, reading no environment. */
export function signerWith(fetch: FetchLike, options: RampSignerOptions = {}) {
  return createRampSigner({
    secretKey: SECRET,
    businessId: 'biz_123',
    linkTag: 'Link_eng',
    baseUrl: BASE_URL,
    basePath: '/api/ramp',
    env: {},
    fetch,
    ...options,
  });
}

/** A browser-shaped POST with JSON, cookies and credentials the signer must not forward. */
export function browserPost(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://shop.example${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: 'session=abc123',
      authorization: 'Bearer user-token',
      'idempotency-key': 'ref_20260101_abc',
      origin: 'http://shop.example',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
