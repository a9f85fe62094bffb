import type { SignerConfig } from '../config/resolve';
import { createIdempotency, type Run } from '../idempotency/create-idempotency';
import { createMemoryIdempotencyStore } from '../idempotency/memory-store';
import { IDEMPOTENCY_STORE_METHODS, type IdempotencyStore, type StoredResponse } from '../idempotency/types';
import { guardStore } from '../store/unavailable';
import type { TransactionCall } from './call';
import type { KeptWrites } from '../store/kept-writes';
import type { TransactionOptions } from './options';
import type { Recovery } from './recovery';

/** The host's idempotency store (bounded by a deadline), or the default one in memory; undefined when turned off. */
export function idempotencyStoreOf(options: TransactionOptions): IdempotencyStore | undefined {
  if (options.idempotency === false) return undefined;
  const given = options.idempotency?.store;
  return given ? guardStore(given, IDEMPOTENCY_STORE_METHODS) : createMemoryIdempotencyStore({ ttlMs: options.idempotency?.ttlMs });
}

/** A duplicate waits just longer than the first call can take before it is told to come back. */
export function idempotencyWaitMs(config: SignerConfig, options: TransactionOptions): number {
  return (options.idempotency === false ? undefined : options.idempotency?.waitMs) ?? config.timeoutMs + 1000;
}

/** What the idempotency guard is built from (see `GuardParts`). */
type IdempotencyGuardParts = { options: TransactionOptions; idempotency: IdempotencyStore | undefined; waitMs: number; kept: KeptWrites; recovery: Recovery };

/** Told of the transaction recovery found: the service created it, but its answer never came back. */
export type Found = (answer: StoredResponse) => void;

/**
 * The idempotency guard: one upstream call per key, whatever retries, double clicks and replays
 * arrive, here or (with a shared store) at another instance.
 */
export function idempotencyGuard({ options, idempotency, waitMs, kept, recovery }: IdempotencyGuardParts): (call: TransactionCall, userId: string | undefined, run: Run, found: Found) => Promise<Response> {
  if (idempotency === undefined) return (_call, _userId, run) => run(1);
  // The host's options pass through (an `outcomeOf` of its own included); the store, wait and writes are the signer's.
  const idempotent = createIdempotency({ ...(options.idempotency || {}), store: idempotency, waitMs, keep: kept.write });
  // The user is part of what must match for a replay (left out without authorize, as before):
  // even if an owner record were evicted, another user's same body is a conflict, never the record.
  return (call, userId, run, found) => {
    const key = call.idempotencyKey;
    if (key === undefined) return run(1);
    const request = { route: call.route, body: call.body, asset: call.route === 'offramp' ? call.asset : undefined, userId };
    return idempotent(key, request, run, async () => {
      const answer = await recovery.answerFor(call, key, userId);
      if (answer !== undefined && answer !== 'absent') found(answer);
      return answer;
    });
  };
}
