import { fingerprintOf } from './fingerprint';
import { conflict, forward, REUSED, settleUnlearnt } from './forward';
import type { GuardParts, Recover, Result, Run } from './forward';
import { createMemoryIdempotencyStore } from './memory-store';
import { defaultIdempotencyOutcome } from './outcome';
import type { IdempotencyOutcome } from './outcome';
import { conflictAnswer, responseFrom } from './responses';
import type { IdempotencyRecord, IdempotencyStore } from './types';

export { REUSED, UNKNOWN_OUTCOME_ANSWER } from './forward';
export type { Recover, Run } from './forward';

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
 * `recover`, when given, asks the service about an earlier attempt whose outcome was never learnt
 * (see `settleUnlearnt`).
 */
export type Idempotent = (key: string, request: unknown, run: Run, recover?: Recover) => Promise<Response>;

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
  const now = options.now ?? (() => Date.now());
  const keep = options.keep ?? ((_label, write) => write());
  const parts: GuardParts = { store, keep, outcomeOf, now, waitMs };
  const inFlight = new Map<string, Promise<Result>>();

  async function settle(key: string, fingerprint: string, run: Run, recover: Recover | undefined): Promise<Result> {
    const deadline = now() + waitMs;
    const call = { key, fingerprint, run };
    let delay = 20;
    for (;;) {
      const owner = globalThis.crypto.randomUUID();
      let record: IdempotencyRecord | undefined = await store.reserve(key, { state: 'pending', fingerprint, owner, startedAt: now() });
      if (record === undefined) return forward(parts, call, { owner, sends: 1 });
      // Another instance holds the key: wait for its answer, or for a release that frees it.
      while (record !== undefined && record.state === 'pending' && record.fingerprint === fingerprint) {
        if (recover && now() - record.startedAt >= waitMs) return settleUnlearnt(parts, call, record, recover);
        const left = deadline - now();
        // Retryable: once the first finishes, the same key gets its answer (or runs, if it was freed).
        if (left <= 0) return conflict(fingerprint, 409, true);
        await sleep(Math.min(delay, left));
        delay = Math.min(delay * 2, 500);
        record = await store.get(key);
      }
      if (record === undefined) continue;
      // An outcome never learnt is asked about first, whatever the body: the service may hold nothing under the key.
      if (record.state === 'done' && record.outcome === 'unknown' && recover) return settleUnlearnt(parts, call, record, recover);
      if (record.fingerprint !== fingerprint) return conflict(fingerprint, 422, false);
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
