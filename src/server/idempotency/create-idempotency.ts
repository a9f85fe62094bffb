import { fingerprintOf } from './fingerprint';
import { createMemoryIdempotencyStore } from './memory-store';
import { defaultIdempotencyOutcome } from './outcome';
import type { IdempotencyOutcome } from './outcome';
import { conflictAnswer, responseFrom, snapshotResponse } from './responses';
import { alignRetryable } from './retryable';
import type { IdempotencyRecord, IdempotencyStore, StoredResponse } from './types';

/** Options of the idempotency guard. */
export type IdempotencyOptions = {
  /** Where records live (default: a new in-memory store, right for a single instance). */
  store?: IdempotencyStore;
  /** Retention of the default store (default 24 hours); a store you pass keeps its own. */
  ttlMs?: number;
  /** How long a duplicate waits for another instance's answer before a 409 (default 16 s, just over the signer's default timeout). */
  waitMs?: number;
  /** Classifies an upstream answer (default: by status, see `defaultIdempotencyOutcome`). */
  outcomeOf?: (response: Response) => IdempotencyOutcome;
  /**
   * Writes the outcome once the upstream call is over (default: at once, a failure thrown). The
   * signer passes one that keeps a write the store refused and retries it until the store is back.
   */
  keep?: (label: string, write: () => Promise<void>) => Promise<void>;
  /** Clock, for tests. */
  now?: () => number;
};

/**
 * Runs `run` at most once per key: `request` is the validated request (route and body) whose
 * fingerprint must match for a replay; the answer is the stored or shared one when not first.
 * `recover`, when given, asks the service whether a first attempt whose outcome was never
 * recorded created the transaction (its answer, or undefined when it cannot tell).
 */
export type Idempotent = (key: string, request: unknown, run: () => Promise<Response>, recover?: Recover) => Promise<Response>;

/** Finds the answer for a first attempt whose outcome no instance recorded; undefined when the service cannot tell. */
export type Recover = () => Promise<StoredResponse | undefined>;

/** `upstream`: this call's own answer; `store`: a stored answer; `guard`: a conflict made here. */
type Result = { fingerprint: string; answer: StoredResponse; source: 'upstream' | 'store' | 'guard' };

/** Why a key sent again with another request is refused (422 `conflict`). */
export const REUSED =
  'This reference was already used for a different request. Start a new request to get a new reference.';
const IN_FLIGHT = 'A request with this reference is still being processed. Try again in a moment.';

/** Answer stored for an `unknown` outcome, replayed to every later request with the key: not retryable. */
export const UNKNOWN_OUTCOME_ANSWER = conflictAnswer(
  409,
  'Your first attempt may have gone through, so it was not sent again. Before you start a new one, ask this site whether it arrived.',
  false,
);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Creates the guard that makes POSTs idempotent: one upstream call per key, across retries,
 * concurrent duplicates in this process (they share the first's promise) and other instances
 * (they poll the shared store with backoff for up to `waitMs`).
 */
export function createIdempotency(options: IdempotencyOptions = {}): Idempotent {
  const store = options.store ?? createMemoryIdempotencyStore({ ttlMs: options.ttlMs });
  const waitMs = options.waitMs ?? 16_000;
  const outcomeOf = options.outcomeOf ?? defaultIdempotencyOutcome;
  const now = options.now ?? Date.now;
  const keep = options.keep ?? ((_label, write) => write());
  const inFlight = new Map<string, Promise<Result>>();

  const conflict = (fingerprint: string, status: 409 | 422, message: string, retryable: boolean): Result => ({
    fingerprint,
    answer: conflictAnswer(status, message, retryable),
    source: 'guard',
  });

  async function runFirst(key: string, fingerprint: string, owner: string, run: () => Promise<Response>): Promise<Result> {
    let response: Response;
    try {
      response = await run();
    } catch (error) {
      // A throw can come before or after the request left: keep the key, as for any unknown.
      await keep('the outcome of a request', () => store.complete(key, { state: 'done', outcome: 'unknown', fingerprint, response: UNKNOWN_OUTCOME_ANSWER }));
      throw error;
    }
    const outcome = outcomeOf(response);
    const answer = alignRetryable(await snapshotResponse(response), outcome);
    // The service has answered: the person gets that answer even when the store cannot take it now.
    await keep('the outcome of a request', () => {
      if (outcome === 'rejected') return store.release(key, owner);
      return store.complete(key, { state: 'done', outcome, fingerprint, response: outcome === 'completed' ? answer : UNKNOWN_OUTCOME_ANSWER });
    });
    return { fingerprint, answer, source: 'upstream' };
  }

  /**
   * A first attempt left no outcome: a reservation older than `waitMs` (its instance stopped, or
   * the store was down when it finished), or an `unknown` outcome. What the service's lookup says
   * is recorded, so the same key never reaches the service twice and later retries replay it.
   */
  async function recovered(key: string, fingerprint: string, recover: Recover): Promise<Result> {
    const found = await recover();
    const answer = found ?? UNKNOWN_OUTCOME_ANSWER;
    const record = { state: 'done', outcome: found ? 'completed' : 'unknown', fingerprint, response: answer } as const;
    await keep('the outcome found by the status lookup', () => store.complete(key, record));
    return { fingerprint, answer, source: found ? 'store' : 'guard' };
  }

  async function settle(key: string, fingerprint: string, run: () => Promise<Response>, recover: Recover | undefined): Promise<Result> {
    const deadline = now() + waitMs;
    let delay = 20;
    for (;;) {
      const owner = globalThis.crypto.randomUUID();
      let record: IdempotencyRecord | undefined = await store.reserve(key, { state: 'pending', fingerprint, owner, startedAt: now() });
      if (record === undefined) return runFirst(key, fingerprint, owner, run);
      // Another instance holds the key: wait for its answer, or for a release that frees it.
      while (record !== undefined && record.state === 'pending' && record.fingerprint === fingerprint) {
        if (recover && now() - record.startedAt >= waitMs) return recovered(key, fingerprint, recover);
        const left = deadline - now();
        // Retryable: once the first finishes, the same key gets its answer (or runs, if it was freed).
        if (left <= 0) return conflict(fingerprint, 409, IN_FLIGHT, true);
        await sleep(Math.min(delay, left));
        delay = Math.min(delay * 2, 500);
        record = await store.get(key);
      }
      if (record === undefined) continue;
      if (record.fingerprint !== fingerprint) return conflict(fingerprint, 422, REUSED, false);
      if (record.state === 'done' && record.outcome === 'unknown' && recover) return recovered(key, fingerprint, recover);
      if (record.state === 'done') return { fingerprint, answer: record.response, source: 'store' };
    }
  }

  return async (key, request, run, recover) => {
    const fingerprint = fingerprintOf(request);
    const shared = inFlight.get(key);
    if (shared !== undefined) {
      const first = await shared;
      if (first.fingerprint !== fingerprint) return responseFrom(conflictAnswer(422, REUSED, false), false);
      return responseFrom(first.answer, first.source !== 'guard');
    }
    // No await between the lookup above and this set, so concurrent callers in this process
    // always find the first one's promise.
    const work = settle(key, fingerprint, run, recover);
    inFlight.set(key, work);
    try {
      const result = await work;
      return responseFrom(result.answer, result.source === 'store');
    } finally {
      if (inFlight.get(key) === work) inFlight.delete(key);
    }
  };
}
