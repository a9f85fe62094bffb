import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockRampService } from '../../../src/mock';
import type { FetchLike } from '../../../src/server';
import { errorOf, lookupSeenWorking, newReference } from '../support/chain';
import { SECRET, browserPost, buyBody, fetchServingLists, signerWith } from '../support/helpers';

const TIMEOUT_MS = 100;
// The signer's default wait: its timeout and a second more.
const WAIT_MS = TIMEOUT_MS + 1000;

/**
 * The service in front of the mock, slow on the first buy it is sent under `reference`: the signer stops
 * waiting, and the service, as a real one does when its client hangs up, goes on and creates it later (`land`).
 */
function slowFirstPost(mockFetch: FetchLike, reference: string) {
  let land: (() => Promise<unknown>) | undefined;
  const fetch: FetchLike = async (input, init) => {
    if (init?.method !== 'POST' || land) return mockFetch(input, init);
    const request = new Request(input, init);
    const body = await request.text();
    if ((JSON.parse(body) as { reference?: unknown }).reference !== reference) return mockFetch(request.url, { method: 'POST', headers: request.headers, body });
    land = () => mockFetch(request.url, { method: 'POST', headers: request.headers, body });
    const signal = init.signal;
    return new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
  };
  return { fetch: fetchServingLists(fetch), land: () => land?.() };
}

const buy = (reference: string) => browserPost('/api/ramp/onramp', buyBody({ reference }), { 'idempotency-key': reference });

describe('a buy sent again while the service may still be creating its first attempt', () => {
  // Only Date is faked: the signer's own timeout still fires as it would.
  beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => void vi.useRealTimers());

  it('is not sent again until the first attempt has had time to land, and then gets the transaction it created: one transaction', async () => {
    const mock = createMockRampService({ secretKey: SECRET });
    const reference = newReference();
    const service = slowFirstPost(mock.fetch, reference);
    const signer = signerWith(service.fetch, { timeoutMs: TIMEOUT_MS });
    await lookupSeenWorking(signer, mock);

    expect(await errorOf(await signer(buy(reference)))).toMatchObject({ code: 'timeout', retryable: false });
    // "Send again" at once: the lookup does not know the reference yet, since the service is still at work on it.
    const soon = await signer(buy(reference));
    expect(soon.status).toBe(409);
    expect(await errorOf(soon)).toMatchObject({ code: 'conflict', retryable: true });
    expect(mock.transactions.filter((t) => t.reference === reference)).toHaveLength(0);

    await service.land();
    vi.setSystemTime(Date.now() + WAIT_MS);
    const later = await signer(buy(reference));
    expect(later.status).toBe(200);
    expect(((await later.json()) as { transaction: { reference: string } }).transaction.reference).toBe(reference);
    expect(mock.transactions.filter((t) => t.reference === reference)).toHaveLength(1);
  });

  it('is sent again once that time has passed when the service still holds nothing under the reference', async () => {
    const mock = createMockRampService({ secretKey: SECRET });
    const reference = newReference();
    const service = slowFirstPost(mock.fetch, reference);
    const signer = signerWith(service.fetch, { timeoutMs: TIMEOUT_MS });
    await lookupSeenWorking(signer, mock);

    await signer(buy(reference));
    vi.setSystemTime(Date.now() + WAIT_MS);
    const later = await signer(buy(reference));
    expect(later.status).toBe(200);
    expect(mock.transactions.filter((t) => t.reference === reference)).toHaveLength(1);
  });
});
