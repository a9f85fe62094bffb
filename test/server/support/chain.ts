import { createMockRampService, type MockRampOptions, type MockRampService } from '../../../src/mock';
import { createRampSigner, type RampSigner, type RampSignerOptions } from '../../../src/server';
import { buyBody, sellBody } from './helpers';

/** The signer in front of the mock service, in-process: the mock's `fetch` is the signer's upstream. */
export type Chain = {
  signer: RampSigner;
  mock: MockRampService;
  /** Requests the mock received on one transaction route; with `reference`, only the buys carrying it. */
  posts(route: 'onramp' | 'offramp', reference?: string): number;
};

/** The chain's signer settings, besides the mock's key and fetch. */
export const CHAIN_SIGNER = { businessId: 'biz_chain', linkTag: 'link_chain', baseUrl: 'https://ramp.example', basePath: '/api/ramp', env: {} } satisfies RampSignerOptions;

/** A signer mounted at /api/ramp over a fresh mock; options override the defaults. */
export function chain(options: { signer?: RampSignerOptions; mock?: MockRampOptions } = {}): Chain {
  const mock = createMockRampService({ maxReceived: 100_000, ...options.mock });
  const signer = createRampSigner({ secretKey: mock.secretKey, ...CHAIN_SIGNER, fetch: mock.fetch, ...options.signer });
  const posts = (route: 'onramp' | 'offramp', reference?: string) =>
    mock.received.filter((r) => r.method === 'POST' && r.path === `/transactions/v1/${route}` && (reference === undefined || (r.body as { reference?: unknown }).reference === reference)).length;
  return { signer, mock, posts };
}

let references = 0;

/** A reference as the widget makes one: new for every request a user starts. */
export function newReference(): string {
  return `ref_${Date.now().toString(36)}_${(references += 1)}`;
}

/** The widget's buy: the reference in the body and in Idempotency-Key. */
export function buyRequest(reference: string, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}): Request {
  return new Request('http://shop.example/api/ramp/onramp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': reference, ...headers },
    body: JSON.stringify(buyBody({ reference, ...overrides })),
  });
}

/** The widget's sell: the key only in Idempotency-Key (the sell body has no reference). */
export function sellRequest(key: string | undefined, overrides: Record<string, unknown> = {}): Request {
  return new Request('http://shop.example/api/ramp/offramp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }) },
    body: JSON.stringify(sellBody(overrides)),
  });
}

/** The error body's code, message and retryable, or undefined for a success. */
export async function errorOf(response: Response): Promise<{ code: string; message: string; retryable?: boolean } | undefined> {
  const json = (await response.json()) as { error?: { code: string; message: string; retryable?: boolean } };
  return json.error;
}

/**
 * Brings a deployment to where its status lookup has been seen to work, as earlier traffic does: a
 * buy whose answer was lost after the service created it, found by its retry through the lookup.
 * From then on a 404 from the lookup is believed. It sets the mock's faults for that buy: call it
 * before setting a test's own. The buy is one more POST and transaction at the mock.
 */
export async function lookupSeenWorking(signer: RampSigner, mock: MockRampService): Promise<void> {
  mock.setFaults({ route: 'onramp', afterCreating: true, reset: true, times: 1 });
  const reference = newReference();
  if ((await signer(buyRequest(reference))).status !== 502) throw new Error('the earlier buy was meant to lose its answer');
  const found = await signer(buyRequest(reference));
  if (found.headers.get('idempotent-replayed') !== 'true') throw new Error(`the status lookup did not find the earlier buy (${found.status})`);
}
