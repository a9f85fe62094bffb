import type { IdempotencyOutcome } from './outcome';
import { conflictAnswer, snapshotResponse } from './responses';
import { alignRetryable } from './retryable';
import type { DoneRecord, IdempotencyRecord, IdempotencyStore, StoredResponse } from './types';

/** What the guard forwards with: its store, how it writes once the service has answered, its clock and patience. */
export type GuardParts = {
  store: IdempotencyStore;
  keep: (label: string, write: () => Promise<void>) => Promise<void>;
  outcomeOf: (response: Response) => IdempotencyOutcome;
  now: () => number;
  waitMs: number;
};

/**
 * The call to the service, told which forward under its key this is: 1 for the first, more when an
 * earlier one's outcome was never learnt and the service's lookup said it holds nothing.
 */
export type Run = (sends: number) => Promise<Response>;

/** One request under its key: the fingerprint a replay must match, and the call to the service. */
export type KeyedCall = { key: string; fingerprint: string; run: Run };

/** `upstream`: this call's own answer; `store`: a stored answer; `guard`: a conflict made here. */
export type Result = { fingerprint: string; answer: StoredResponse; source: 'upstream' | 'store' | 'guard' };

/** Answer stored for an `unknown` outcome, given when the service cannot tell what came of it: not retryable. */
export const UNKNOWN_OUTCOME_ANSWER = conflictAnswer(
  409,
  'Your first attempt may have gone through, so it was not sent again. Before you start a new one, ask this site whether it arrived.',
  false,
);

/**
 * Why a key sent again with another request is refused (422 `conflict`). A request under the key exists
 * (or is on its way), and a payment may already stand behind it (a buy's reference is the narration on
 * the transfer): the way on is to look that request up, never a new reference that invites paying twice.
 */
export const REUSED =
  'This reference already belongs to a request with other details, so this one was not sent. Look that request up by its reference; do not pay or send coins again for it.';
const IN_FLIGHT = 'A request with this reference is still being processed. Try again in a moment.';

/** A conflict made here, in the signer's error shape. */
export function conflict(fingerprint: string, status: 409 | 422, retryable: boolean): Result {
  const message = status === 422 ? REUSED : IN_FLIGHT;
  return { fingerprint, answer: conflictAnswer(status, message, retryable), source: 'guard' };
}

/** How many times a request under the key has been forwarded, as its record says. */
const sendsOf = (record: IdempotencyRecord) => (record.state === 'done' ? (record.sends ?? 1) : 1);

/** The record of a key whose last forward's outcome is not known; `at`, when that forward ended. */
function unknownRecord(fingerprint: string, sends: number, at: number | undefined): DoneRecord {
  return { state: 'done', outcome: 'unknown', fingerprint, response: UNKNOWN_OUTCOME_ANSWER, ...(at === undefined ? {} : { at }), ...(sends > 1 ? { sends } : {}) };
}

/** When the last forward under the key ended: an unknown outcome's `at` (none on records kept before it was), a reservation's wait's end. */
const endOf = (record: IdempotencyRecord, waitMs: number) => (record.state === 'done' ? record.at : record.startedAt + waitMs);

/**
 * Whether the service's "holds nothing" can be believed: a service goes on with a request after the
 * signer stops waiting for it, so its lookup may not know yet what it is still creating. Believed once
 * the last forward ended `waitMs` ago or more.
 */
function endedLongEnoughAgo({ now, waitMs }: GuardParts, record: IdempotencyRecord): boolean {
  const ended = endOf(record, waitMs);
  return ended === undefined || now() - ended >= waitMs;
}

/**
 * Forwards the request as the `sends`-th under its key, holding the claim `owner` won, and records
 * what the answer means for the key. A first forward the service refused frees the key; a later one
 * cannot (the key's record stays), so it is kept as not known, and the next request asks the service first.
 */
export async function forward({ store, keep, outcomeOf, now }: GuardParts, { key, fingerprint, run }: KeyedCall, { owner, sends }: { owner: string; sends: number }): Promise<Result> {
  let response: Response;
  try {
    response = await run(sends);
  } catch (error) {
    // A throw can come before or after the request left: keep the key, as for any unknown.
    await keep('the outcome of a request', () => store.complete(key, unknownRecord(fingerprint, sends, now())));
    throw error;
  }
  const outcome = outcomeOf(response);
  const answer = alignRetryable(await snapshotResponse(response), outcome);
  // The service has answered: the person gets that answer even when the store cannot take it now.
  await keep('the outcome of a request', () => {
    if (outcome === 'completed') return store.complete(key, { state: 'done', outcome, fingerprint, response: answer });
    if (outcome === 'rejected' && sends === 1) return store.release(key, owner);
    return store.complete(key, unknownRecord(fingerprint, sends, now()));
  });
  return { fingerprint, answer, source: 'upstream' };
}

/**
 * Sends a request again whose key's last forward came to nothing the service knows of. The claim
 * `key #n` lets one caller of many forward it; the others are told it is on its way, or, when the one
 * that claimed it stopped before recording anything, that it may have gone through. The space keeps
 * the claim apart from every key a request can carry (visible ASCII only, see `parseIdempotencyKey`):
 * a request under `key#2` must not hold back this one.
 */
async function forwardAgain(parts: GuardParts, call: KeyedCall, record: IdempotencyRecord): Promise<Result> {
  const sends = sendsOf(record) + 1;
  const owner = globalThis.crypto.randomUUID();
  const held = await parts.store.reserve(`${call.key} #${sends}`, { state: 'pending', fingerprint: call.fingerprint, owner, startedAt: parts.now() });
  if (held === undefined) return forward(parts, call, { owner, sends });
  if (held.state === 'pending' && parts.now() - held.startedAt < parts.waitMs) return conflict(call.fingerprint, 409, true);
  return { fingerprint: call.fingerprint, answer: UNKNOWN_OUTCOME_ANSWER, source: 'guard' };
}

/** Finds the answer for an attempt whose outcome was never learnt: the service's, `absent` when it holds none, undefined when it cannot tell. */
export type Recover = () => Promise<StoredResponse | 'absent' | undefined>;

/**
 * An earlier attempt under the key left no outcome: a reservation older than `waitMs` (its instance
 * stopped, or the store was down when it finished), or an `unknown` outcome. The service is asked.
 * What it holds is recorded and answered, so the key never reaches it twice (another request under
 * the key is refused 422); when it says it holds nothing, this request is forwarded again, whatever
 * its body (nothing was created under the key), once the last forward ended `waitMs` ago (before,
 * 409 `conflict`, retryable: it may still be landing); when it cannot tell, 409 `conflict`.
 */
export async function settleUnlearnt(parts: GuardParts, call: KeyedCall, record: IdempotencyRecord, recover: Recover): Promise<Result> {
  const found = await recover();
  if (found === 'absent') return endedLongEnoughAgo(parts, record) ? forwardAgain(parts, call, record) : conflict(call.fingerprint, 409, true);
  const { fingerprint } = record;
  const kept: DoneRecord = found ? { state: 'done', outcome: 'completed', fingerprint, response: found } : unknownRecord(fingerprint, sendsOf(record), endOf(record, parts.waitMs));
  await parts.keep('the outcome found by the status lookup', () => parts.store.complete(call.key, kept));
  if (!found) return { fingerprint: call.fingerprint, answer: UNKNOWN_OUTCOME_ANSWER, source: 'guard' };
  return fingerprint === call.fingerprint ? { fingerprint, answer: found, source: 'store' } : conflict(call.fingerprint, 422, false);
}
