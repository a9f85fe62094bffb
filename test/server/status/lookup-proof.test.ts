import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockRampService } from '../../../src/mock';
import { createMemoryIdempotencyStore, createMemoryStore, refreshPendingTransactions, type RampSigner, type RampStore } from '../../../src/server';
import { createLookupProof, PROOF_TTL_MS } from '../../../src/server/status/proof';
import { buyRequest, chain, CHAIN_SIGNER, errorOf, lookupSeenWorking, newReference } from '../support/chain';

// Short, so a lost answer costs a tenth of a second.
const TIMEOUT_MS = 100;

// A lookup path the service has no route for: it answers 404 to every reference.
const WRONG_PATH = '/transactions/v1/transaction/{reference}';

/** Moves Date (only) past the guard's wait after an unknown outcome: a 404 from then on may let a retry through. */
function afterTheWait(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
}

const createdFor = (transactions: Record<string, unknown>[], reference: string) => transactions.filter((t) => t.reference === reference).length;

describe('a status lookup answering 404 before it has ever found a transaction', () => {
  afterEach(() => void vi.useRealTimers());

  it('is not read as "holds none": a buy whose answer was lost is never sent again, and the retry hears it may have gone through', async () => {
    const warnings: string[] = [];
    const { signer, mock, posts } = chain({
      signer: { timeoutMs: TIMEOUT_MS, statusPath: WRONG_PATH, logger: { warn: (message, fields) => void warnings.push(`${message} ${JSON.stringify(fields)}`) } },
      mock: { faults: { route: 'onramp', afterCreating: true, reset: true, times: 1 } },
    });
    const reference = newReference();
    expect((await signer(buyRequest(reference))).status).toBe(502);
    afterTheWait();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const retry = await signer(buyRequest(reference));
      expect(retry.status).toBe(409);
      expect(await errorOf(retry)).toMatchObject({ code: 'conflict', message: expect.stringMatching(/may have gone through/), retryable: false });
    }
    expect(posts('onramp')).toBe(1);
    expect(createdFor(mock.transactions, reference)).toBe(1);
    const told = warnings.filter((line) => /status lookup answered 404 before it had ever found a transaction.*cannot tell.*statusPath \(RAMP_STATUS_PATH\)/.test(line));
    expect(told.length).toBeGreaterThan(0);
    expect(warnings.join('\n')).not.toContain(mock.secretKey);
  });
});

describe('a status lookup that has found a transaction', () => {
  afterEach(() => void vi.useRealTimers());

  /** A buy whose first attempt the service answered 500 without creating anything. */
  async function lostBuy(signer: RampSigner, mock: MockRampService): Promise<string> {
    mock.setFaults({ route: 'onramp', status: 500, times: 1 });
    const lost = newReference();
    expect((await errorOf(await signer(buyRequest(lost))))?.retryable).toBe(false);
    return lost;
  }

  it('is believed when it answers 404: a buy the service never created is sent again once, after a recovery found another', async () => {
    const { signer, mock, posts } = chain({ signer: { timeoutMs: TIMEOUT_MS } });
    await lookupSeenWorking(signer, mock);
    const lost = await lostBuy(signer, mock);
    afterTheWait();
    expect((await signer(buyRequest(lost))).status).toBe(200);
    expect((await signer(buyRequest(lost))).headers.get('idempotent-replayed')).toBe('true');
    expect(posts('onramp', lost)).toBe(2);
    expect(createdFor(mock.transactions, lost)).toBe(1);
  });

  it('is believed once the scheduled refresh has found a pending transaction', async () => {
    const store = createMemoryStore();
    const { signer, mock, posts } = chain({ signer: { timeoutMs: TIMEOUT_MS, store } });
    expect((await signer(buyRequest(newReference()))).status).toBe(200);
    const lost = await lostBuy(signer, mock);
    afterTheWait();
    expect((await signer(buyRequest(lost))).status).toBe(409);
    const later = Date.now();
    const options = { ...CHAIN_SIGNER, secretKey: mock.secretKey, fetch: mock.fetch, store };
    expect(await refreshPendingTransactions(options, { olderThanMs: 0, now: () => later })).toMatchObject({ checked: 1, failed: 0 });
    expect((await signer(buyRequest(lost))).status).toBe(200);
    expect(posts('onramp', lost)).toBe(2);
    expect(createdFor(mock.transactions, lost)).toBe(1);
  });

  it('is believed by every signer sharing the store, for the same lookup path only', async () => {
    const shared = { timeoutMs: TIMEOUT_MS, store: createMemoryStore(), idempotency: { store: createMemoryIdempotencyStore() } };
    const { signer: first, mock, posts } = chain({ signer: shared });
    const instance = (options: { statusPath?: string; store?: RampStore } = {}) =>
      chain({ signer: { ...shared, secretKey: mock.secretKey, fetch: mock.fetch, ...options } }).signer;
    const lost = await lostBuy(first, mock);
    afterTheWait();
    // Before anyone saw the lookup work, its 404 is not believed.
    expect((await instance()(buyRequest(lost))).status).toBe(409);
    await lookupSeenWorking(first, mock);
    // Another path over the same store, and the same path over a store of its own, have not been seen to work.
    expect((await instance({ statusPath: WRONG_PATH })(buyRequest(lost))).status).toBe(409);
    expect((await instance({ store: createMemoryStore() })(buyRequest(lost))).status).toBe(409);
    expect(posts('onramp', lost)).toBe(1);
    // A new instance sharing the store believes the lookup's 404 without having seen it work itself.
    expect((await instance()(buyRequest(lost))).status).toBe(200);
    expect(posts('onramp', lost)).toBe(2);
    expect(createdFor(mock.transactions, lost)).toBe(1);
  });
});

describe('the proof that a lookup works', () => {
  it('is kept in the store for 30 days from its last find, per lookup', async () => {
    let clock = Date.UTC(2026, 0, 1);
    const now = () => clock;
    const store = createMemoryStore({ now });
    const proof = createLookupProof(store, 'https://ramp.example /lookup/{reference}', now);
    expect(await proof.holds()).toBe(false);
    await proof.found();
    expect(await proof.holds()).toBe(true);
    expect(await createLookupProof(store, 'https://ramp.example /lookup/{reference}', now).holds()).toBe(true);
    expect(await createLookupProof(store, 'https://ramp.example /other/{reference}', now).holds()).toBe(false);
    clock += PROOF_TTL_MS - 1;
    expect(await proof.holds()).toBe(true);
    clock += 1;
    expect(await proof.holds()).toBe(false);
    expect(await createLookupProof(store, 'https://ramp.example /lookup/{reference}', now).holds()).toBe(false);
  });

  it('counts as not proven when the store cannot say, and a find the store cannot take still holds here', async () => {
    const now = () => Date.UTC(2026, 0, 1);
    const down = createMemoryStore({ now });
    const failing: RampStore = Object.assign(Object.create(down) as RampStore, {
      get: () => Promise.reject(new Error('down')),
      set: () => Promise.reject(new Error('down')),
    });
    const proof = createLookupProof(failing, 'lookup', now);
    expect(await proof.holds()).toBe(false);
    await proof.found();
    expect(await proof.holds()).toBe(true);
  });
});
