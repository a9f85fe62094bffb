import { describe, expect, it } from 'vitest';
import { createMemoryIdempotencyStore, createRampSigner, REPLAYED_HEADER, type FetchLike } from '../../../src/server';
import { buyRequest } from '../support/chain';
import { SECRET, fetchServingLists, upstreamJson } from '../support/helpers';

// A count, not a speed: enough buys to fill the store several times over and keep many in flight at
// once, few enough to finish on a busy machine. Throughput is measured by `npm run bench:signer`.
const TOTAL = 1_000;
const CONCURRENCY = 50;
const STORE_BOUND = 200;

describe('signer under load, in-process', () => {
  it(`answers ${TOTAL} buys with unique references, ${CONCURRENCY} at a time, with no error, and its store stays at its bound`, async () => {
    // A lean upstream that answers each buy with its own transaction: the cost measured is the signer's.
    let upstreamCalls = 0;
    const fetch: FetchLike = fetchServingLists(async (_, init) => {
      upstreamCalls += 1;
      const sent = JSON.parse(String(init?.body)) as { amount: number; reference: string };
      const transaction = { transaction_id: upstreamCalls.toString(16).padStart(24, '0'), type: 'Buy', amount: sent.amount, reference: sent.reference, date_created: 'May 11, 2023' };
      return upstreamJson(200, { status: 'success', message: 'Transaction Request successful', transaction });
    });
    const store = createMemoryIdempotencyStore({ maxEntries: STORE_BOUND });
    const signer = createRampSigner({
      secretKey: SECRET,
      businessId: 'biz_load',
      linkTag: 'link_load',
      baseUrl: 'https://ramp.example',
      basePath: '/api/ramp',
      env: {},
      fetch,
      idempotency: { store },
    });
    const statuses = new Map<number, number>();
    let replayed = 0;
    let mixedUp = 0;
    let largestStore = 0;
    let next = 0;
    const worker = async () => {
      while (next < TOTAL) {
        const i = (next += 1);
        const response = await signer(buyRequest(`load_${i}`, { amount: 20_000 + (i % 1000) }));
        const json = (await response.json()) as { transaction?: { reference?: string } };
        // Each answer must be its own request's: a guard mixing keys under concurrency would show here.
        if (json.transaction?.reference !== `load_${i}`) mixedUp += 1;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.headers.get(REPLAYED_HEADER)) replayed += 1;
        largestStore = Math.max(largestStore, store.size);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(Object.fromEntries(statuses)).toEqual({ 200: TOTAL });
    expect(replayed).toBe(0);
    expect(mixedUp).toBe(0);
    expect(upstreamCalls).toBe(TOTAL);
    // The oldest records were evicted as new ones came: memory is bounded by the store, not the load.
    expect(store.size).toBe(STORE_BOUND);
    expect(largestStore).toBe(STORE_BOUND);
  });
});
