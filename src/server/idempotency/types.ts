import type { DescribesPersistence } from '../store/persistence';
import type { IdempotencyOutcome } from './outcome';

/** One day: long enough to cover a browser's retries and a user coming back to a stuck tab. */
export const DEFAULT_IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The part of an answer kept for replay: status, a safe subset of headers, and the body text. */
export type StoredResponse = {
  status: number;
  headers: Record<string, string>;
  body: string;
};

/** A reservation: some instance is forwarding this request upstream right now. */
export type PendingRecord = {
  state: 'pending';
  /** SHA-256 of the canonical request, so a reused key with another body is caught. */
  fingerprint: string;
  /** Random id of the reserving caller; only it may release the reservation. */
  owner: string;
  startedAt: number;
};

/**
 * A finished request. `completed`: upstream answered and the answer is replayed as is.
 * `unknown`: upstream may or may not have created a transaction (5xx, timeout, reset), so the
 * key stays taken: a later caller gets what the service's lookup finds, is forwarded again when
 * the service says it holds nothing, or gets the stored conflict answer when it cannot tell.
 */
export type DoneRecord = {
  state: 'done';
  outcome: 'completed' | 'unknown';
  fingerprint: string;
  response: StoredResponse;
  /**
   * How many times a request under this key has been forwarded, when more than once: after an
   * `unknown` outcome that the service's lookup says created nothing, the next forward claims
   * `key #n` (n = this count plus one), so one caller of many sends it.
   */
  sends?: number;
  /**
   * When the forward of an `unknown` outcome ended (ms since the epoch): the service's lookup saying it
   * holds nothing is believed only `waitMs` after it, since the service may still be creating what it was sent.
   */
  at?: number;
};

/** What a store holds under one idempotency key. */
export type IdempotencyRecord = PendingRecord | DoneRecord;

/** The methods of an idempotency store, each of which the signer bounds by a deadline. */
export const IDEMPOTENCY_STORE_METHODS = ['reserve', 'complete', 'get', 'release'] as const;

/** Where idempotency records live: in memory for one process, or shared (Redis) across instances. */
export interface IdempotencyStore extends DescribesPersistence {
  /** Claims the key atomically: `undefined` when this caller won, else the record already there. */
  reserve(key: string, record: PendingRecord): Promise<IdempotencyRecord | undefined>;
  /** Stores the final answer, replacing the reservation, for the store's retention time. */
  complete(key: string, record: DoneRecord): Promise<void>;
  /** Reads the record under the key, or `undefined` when there is none (or it expired). */
  get(key: string): Promise<IdempotencyRecord | undefined>;
  /** Drops a reservation held by `owner` so a retry may run; leaves anything else untouched. */
  release(key: string, owner: string): Promise<void>;
}

/** How the signer keeps POSTs idempotent; see `RampSignerOptions.idempotency`. */
export interface SignerIdempotencyOptions {
  /** Where records live (default: an in-memory store of 10,000 records; pass a Redis store when several instances serve the signer). */
  store?: IdempotencyStore;
  /** How long the default in-memory store keeps a record, in ms (default 24 hours); a store you pass keeps its own. */
  ttlMs?: number;
  /**
   * How long a duplicate waits for an answer another instance is still waiting for, in ms (default `timeoutMs` + 1000);
   * also how long after an attempt of unknown outcome ended the service's "holds nothing" is believed and the request sent again.
   */
  waitMs?: number;
  /**
   * What an answer from the service means for its reference (default `defaultIdempotencyOutcome`): `completed`
   * keeps it and replays the answer to every retry, `rejected` frees it for a retry, `unknown` keeps it and
   * answers retries 409. The service does not say whether a failed attempt uses a reference up; this decides.
   */
  outcomeOf?: (response: Response) => IdempotencyOutcome;
}
