import { describe, expect, it, vi } from 'vitest';
import { isErrorBody } from '../../../src/core';
import { createIdempotency, REPLAYED_HEADER } from '../../../src/server/idempotency';
import type { IdempotencyStore, PendingRecord } from '../../../src/server/idempotency';

/** A store under test, plus a way to let `ms` of its time pass (a fake clock, or real waiting). */
export type StoreSetup = { store: IdempotencyStore; advance: (ms: number) => Promise<void> };

const BODY = { amount: 20000, network: 'stellar', wallet_address: 'GABC', reference: 'ref-1' };
const pending = (owner: string, fingerprint = 'f1'): PendingRecord => ({ state: 'pending', fingerprint, owner, startedAt: 0 });

/** A fake upstream that mints a new transaction id per call, so a replay cannot pass by accident. */
function upstream(status = 200, delayMs = 0) {
  let calls = 0;
  const run = vi.fn(async () => {
    calls += 1;
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const body = status === 200 ? { status: 'success', transaction: { id: `tx-${calls}-${Math.random()}` } } : { error: { code: 'upstream', message: 'boom' } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'set-cookie': 'x=1' } });
  });
  return run;
}

/**
 * Two signer instances, each on its own connection to one store, sent the same key four times at once
 * (a, b, a, b): one upstream call, and every caller gets that call's answer.
 */
export async function expectOneCallAcrossInstances(first: IdempotencyStore, second: IdempotencyStore) {
  const a = createIdempotency({ store: first });
  const b = createIdempotency({ store: second });
  const run = upstream(200, 100);
  const answers = await Promise.all([a, b, a, b].map((guard) => guard('ref', { body: 1 }, run)));
  expect(run).toHaveBeenCalledTimes(1);
  expect(new Set(await Promise.all(answers.map((answer) => answer.text()))).size).toBe(1);
}

let counter = 0;
// The guard's default wait (16 s): the service's "holds nothing" is believed that long after the last forward ended.
const WAIT_MS = 16_000;

/** The guard's clock, moved by hand: a busy machine cannot make the wait pass early. */
function movingClock() {
  let at = Date.now();
  return { now: () => at, advance: (ms: number) => void (at += ms) };
}

const freshKey = () => `key-${Date.now()}-${(counter += 1)}`;

/** The behaviour every idempotency store must show, run once per store kind. */
export function describeIdempotencyBehaviour(kind: string, setup: (ttlMs: number) => Promise<StoreSetup>) {
  describe(`${kind} store`, () => {
    it('lets the first caller reserve a key and shows later callers its reservation', async () => {
      const { store } = await setup(60_000);
      const key = freshKey();
      expect(await store.reserve(key, pending('a'))).toBeUndefined();
      expect(await store.reserve(key, pending('b', 'f2'))).toMatchObject({ state: 'pending', owner: 'a', fingerprint: 'f1' });
    });

    it('keeps a completed answer, which later reservations get back', async () => {
      const { store } = await setup(60_000);
      const key = freshKey();
      await store.reserve(key, pending('a'));
      const response = { status: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":1}' };
      await store.complete(key, { state: 'done', outcome: 'completed', fingerprint: 'f1', response });
      expect(await store.get(key)).toEqual({ state: 'done', outcome: 'completed', fingerprint: 'f1', response });
      expect(await store.reserve(key, pending('b'))).toMatchObject({ state: 'done', response });
    });

    it('releases a reservation only for its owner, and never a completed record', async () => {
      const { store } = await setup(60_000);
      const key = freshKey();
      await store.reserve(key, pending('a'));
      await store.release(key, 'intruder');
      expect(await store.get(key)).toMatchObject({ owner: 'a' });
      await store.release(key, 'a');
      expect(await store.get(key)).toBeUndefined();
      expect(await store.reserve(key, pending('b'))).toBeUndefined();
      await store.complete(key, { state: 'done', outcome: 'completed', fingerprint: 'f1', response: { status: 200, headers: {}, body: '' } });
      await store.release(key, 'b');
      expect(await store.get(key)).toMatchObject({ state: 'done' });
    });

    it('forgets a record after its retention time', async () => {
      const { store, advance } = await setup(300);
      const key = freshKey();
      await store.complete(key, { state: 'done', outcome: 'completed', fingerprint: 'f1', response: { status: 200, headers: {}, body: '' } });
      await advance(100);
      expect(await store.get(key)).toBeDefined();
      await advance(350);
      expect(await store.get(key)).toBeUndefined();
      expect(await store.reserve(key, pending('a'))).toBeUndefined();
    });

    it('replays the stored answer for the same key and body, calling upstream once', async () => {
      const idempotent = createIdempotency({ store: (await setup(60_000)).store });
      const run = upstream();
      const key = freshKey();
      const first = await idempotent(key, { path: 'onramp', body: BODY }, run);
      const again = await idempotent(key, { path: 'onramp', body: { ...BODY } }, run);
      expect(run).toHaveBeenCalledTimes(1);
      expect(again.status).toBe(first.status);
      expect(await again.text()).toBe(await first.text());
      expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
      expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
      expect(again.headers.get('content-type')).toBe('application/json');
      expect(again.headers.get('set-cookie')).toBeNull();
    });

    it('treats the same fields in another order as the same request', async () => {
      const idempotent = createIdempotency({ store: (await setup(60_000)).store });
      const run = upstream();
      const key = freshKey();
      await idempotent(key, { path: 'onramp', body: BODY }, run);
      const reordered = Object.fromEntries(Object.entries(BODY).reverse());
      const again = await idempotent(key, { body: reordered, path: 'onramp' }, run);
      expect(run).toHaveBeenCalledTimes(1);
      expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    });

    it('refuses the same key with a different body (422 conflict), without calling upstream', async () => {
      const idempotent = createIdempotency({ store: (await setup(60_000)).store });
      const run = upstream();
      const key = freshKey();
      await idempotent(key, { path: 'onramp', body: BODY }, run);
      for (const other of [{ path: 'onramp', body: { ...BODY, amount: 20001 } }, { path: 'offramp', body: BODY }]) {
        const refused = await idempotent(key, other, run);
        expect(refused.status).toBe(422);
        const json: unknown = await refused.json();
        if (!isErrorBody(json)) throw new Error('not the signer error shape');
        expect(json.error.code).toBe('conflict');
        expect(json.error.message).toMatch(/already belongs to a request with other details/);
        // A payment may stand behind the reference: nothing invites a new one, which could be paid twice.
        expect(json.error.message).not.toMatch(/new request|new reference/i);
        // Sending it again cannot help: the reference belongs to the first request.
        expect(json.error.retryable).toBe(false);
      }
      expect(run).toHaveBeenCalledTimes(1);
    });

    it('answers 20 concurrent duplicates with one upstream call and one answer', async () => {
      const idempotent = createIdempotency({ store: (await setup(60_000)).store });
      const run = upstream(200, 50);
      const key = freshKey();
      const responses = await Promise.all(Array.from({ length: 20 }, () => idempotent(key, { path: 'onramp', body: BODY }, run)));
      expect(run).toHaveBeenCalledTimes(1);
      const bodies = await Promise.all(responses.map((response) => response.text()));
      expect(new Set(bodies).size).toBe(1);
      expect(responses.every((response) => response.status === 200)).toBe(true);
      expect(responses.filter((response) => response.headers.get(REPLAYED_HEADER) === 'true')).toHaveLength(19);
    });

    it('makes a second instance wait for the first instance\'s answer', async () => {
      const { store } = await setup(60_000);
      const [a, b] = [createIdempotency({ store }), createIdempotency({ store })];
      const run = upstream(200, 150);
      const key = freshKey();
      const first = a(key, { path: 'onramp', body: BODY }, run);
      // The first instance holds the key once it is calling upstream; a fixed pause could come too early.
      await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
      const second = await b(key, { path: 'onramp', body: BODY }, run);
      expect(run).toHaveBeenCalledTimes(1);
      expect(await second.text()).toBe(await (await first).text());
      expect(second.headers.get(REPLAYED_HEADER)).toBe('true');
    });

    it('gives up waiting for another instance after waitMs with a 409', async () => {
      const { store } = await setup(60_000);
      const a = createIdempotency({ store });
      const b = createIdempotency({ store, waitMs: 100 });
      // The first call is held open until the second has answered: the 409 cannot have waited for it.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const answer = upstream(200);
      const run = vi.fn(async () => {
        await held;
        return answer();
      });
      const key = freshKey();
      const first = a(key, { path: 'onramp', body: BODY }, run);
      await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
      const second = await b(key, { path: 'onramp', body: BODY }, run);
      release();
      expect(second.status).toBe(409);
      // Asking again later is safe: it gets the first instance's answer.
      expect(await second.json()).toMatchObject({ error: { message: expect.stringMatching(/still being processed/), retryable: true } });
      expect((await first).status).toBe(200);
      expect(run).toHaveBeenCalledTimes(1);
    });

    it('keeps the key after an answer of unknown outcome (504), so a retry creates no duplicate', async () => {
      const idempotent = createIdempotency({ store: (await setup(60_000)).store });
      const run = upstream(504);
      const key = freshKey();
      const first = await idempotent(key, { path: 'onramp', body: BODY }, run);
      expect(first.status).toBe(504);
      // The first answer already tells the browser not to offer the same request again.
      expect(await first.json()).toMatchObject({ error: { message: expect.stringMatching(/may have gone through/), retryable: false } });
      const retry = await idempotent(key, { path: 'onramp', body: BODY }, run);
      expect(run).toHaveBeenCalledTimes(1);
      expect(retry.status).toBe(409);
      const json = (await retry.json()) as { error: { code: string; message: string; retryable?: boolean } };
      expect(json.error).toMatchObject({ code: 'conflict', retryable: false });
      expect(json.error.message).toMatch(/may have gone through/);
    });

    it('keeps the key when the forwarding itself throws', async () => {
      const idempotent = createIdempotency({ store: (await setup(60_000)).store });
      const run = vi.fn(async (): Promise<Response> => {
        throw new TypeError('socket hang up');
      });
      const key = freshKey();
      await expect(idempotent(key, { path: 'onramp', body: BODY }, run)).rejects.toThrow('socket hang up');
      expect((await idempotent(key, { path: 'onramp', body: BODY }, run)).status).toBe(409);
      expect(run).toHaveBeenCalledTimes(1);
    });

    it('frees the key after a refusal (401), so a corrected retry goes through', async () => {
      const idempotent = createIdempotency({ store: (await setup(60_000)).store });
      const refused = upstream(401);
      const accepted = upstream(200);
      const key = freshKey();
      expect((await idempotent(key, { path: 'onramp', body: BODY }, refused)).status).toBe(401);
      const retry = await idempotent(key, { path: 'onramp', body: BODY }, accepted);
      expect(retry.status).toBe(200);
      expect(retry.headers.get(REPLAYED_HEADER)).toBeNull();
      expect(accepted).toHaveBeenCalledTimes(1);
    });

    it('after an unknown outcome, forwards again only when the service says it holds nothing, and then once for many callers', async () => {
      const { store } = await setup(60_000);
      const clock = movingClock();
      const [a, b] = [createIdempotency({ store, now: clock.now }), createIdempotency({ store, now: clock.now })];
      const key = freshKey();
      expect((await a(key, { path: 'onramp', body: BODY }, upstream(504))).status).toBe(504);
      // The service cannot tell: not sent again.
      const unclear = upstream();
      expect((await a(key, { path: 'onramp', body: BODY }, unclear, async () => undefined)).status).toBe(409);
      expect(unclear).not.toHaveBeenCalled();
      // It says it holds nothing, but the first may still be landing: not sent again yet, and the caller may try again.
      const early = await a(key, { path: 'onramp', body: BODY }, unclear, async () => 'absent');
      expect(early.status).toBe(409);
      expect(await early.json()).toMatchObject({ error: { code: 'conflict', retryable: true } });
      expect(unclear).not.toHaveBeenCalled();
      clock.advance(WAIT_MS);
      // It holds nothing: two instances are asked at once, one forwards, the other is told it is on its way.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const answer = upstream();
      const again = vi.fn(async () => {
        await held;
        return answer();
      });
      const first = a(key, { path: 'onramp', body: BODY }, again, async () => 'absent');
      await vi.waitFor(() => expect(again).toHaveBeenCalledTimes(1));
      const second = await b(key, { path: 'onramp', body: BODY }, again, async () => 'absent');
      expect(second.status).toBe(409);
      expect(await second.json()).toMatchObject({ error: { code: 'conflict', retryable: true } });
      release();
      expect((await first).status).toBe(200);
      // Since then, the answer it got is replayed; the service is not asked again.
      const replay = await b(key, { path: 'onramp', body: BODY }, again, async () => 'absent');
      expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
      expect(again).toHaveBeenCalledTimes(1);
    });

    it('after an unknown outcome the service says created nothing, takes a corrected body under the same key', async () => {
      const clock = movingClock();
      const idempotent = createIdempotency({ store: (await setup(60_000)).store, now: clock.now });
      const key = freshKey();
      await idempotent(key, { path: 'onramp', body: BODY }, upstream(504));
      clock.advance(WAIT_MS);
      // Sent again, the service refuses a detail: nothing was created, and the key stays asked-about.
      expect((await idempotent(key, { path: 'onramp', body: BODY }, upstream(400), async () => 'absent')).status).toBe(400);
      clock.advance(WAIT_MS);
      const corrected = upstream();
      const answer = await idempotent(key, { path: 'onramp', body: { ...BODY, amount: 25000 } }, corrected, async () => 'absent');
      expect(answer.status).toBe(200);
      expect(corrected).toHaveBeenCalledTimes(1);
    });

    it('after an unknown outcome the service found, answers the found transaction and refuses another body under the key', async () => {
      const idempotent = createIdempotency({ store: (await setup(60_000)).store });
      const key = freshKey();
      await idempotent(key, { path: 'onramp', body: BODY }, upstream(504));
      const found = { status: 200, headers: { 'content-type': 'application/json' }, body: '{"transaction":{"id":"found"}}' };
      const other = await idempotent(key, { path: 'onramp', body: { ...BODY, amount: 25000 } }, upstream(), async () => found);
      expect(other.status).toBe(422);
      const run = upstream();
      const same = await idempotent(key, { path: 'onramp', body: BODY }, run, async () => 'absent');
      expect(await same.text()).toBe(found.body);
      expect(run).not.toHaveBeenCalled();
    });

    it('runs again once the record has expired', async () => {
      const { store, advance } = await setup(300);
      const idempotent = createIdempotency({ store });
      const run = upstream();
      const key = freshKey();
      await idempotent(key, { path: 'onramp', body: BODY }, run);
      await advance(400);
      expect((await idempotent(key, { path: 'onramp', body: BODY }, run)).headers.get(REPLAYED_HEADER)).toBeNull();
      expect(run).toHaveBeenCalledTimes(2);
    });
  });
}
