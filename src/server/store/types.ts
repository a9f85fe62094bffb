import type { DescribesPersistence } from './persistence';

/** A counter after one increment: its value and how long until its window ends. */
export type CounterState = { count: number; resetInMs: number };

/** The methods of a store, each of which the signer bounds by a deadline. */
export const RAMP_STORE_METHODS = ['get', 'getMany', 'set', 'add', 'addTracked', 'increment', 'delete', 'track', 'untrack', 'tracked'] as const;

/** The methods a store given to the signer must have (`addTracked` is optional). */
export const REQUIRED_RAMP_STORE_METHODS = RAMP_STORE_METHODS.filter((method) => method !== 'addTracked');

/**
 * The one store abstraction behind the signer's shared state (statuses, webhook deliveries
 * already seen, rate-limit counters): memory for one process, Redis for several instances.
 * Values are strings (JSON where structured); every key carries its own time to live.
 */
export interface RampStore extends DescribesPersistence {
  /** The value under the key, or `undefined` when there is none (or it expired). */
  get(key: string): Promise<string | undefined>;
  /** The values under several keys in one call, in their order (optional: without it, one `get` each). */
  getMany?(keys: readonly string[]): Promise<Array<string | undefined>>;
  /** Stores the value for `ttlMs`, replacing any other. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Stores the value only when the key is free; `true` when this call stored it (a first delivery, a won claim). */
  add(key: string, value: string, ttlMs: number): Promise<boolean>;
  /**
   * `add`, and when it stored the value, `track` as well, in one call (optional: without it, `add`
   * then `track`). For a store where each call is a commit of its own (PostgreSQL).
   */
  addTracked?(key: string, value: string, ttlMs: number, tracked: { set: string; member: string; score: number }): Promise<boolean>;
  /** Adds one to the counter under the key, starting a window of `windowMs` when there is none. */
  increment(key: string, windowMs: number): Promise<CounterState>;
  /** Drops the key. */
  delete(key: string): Promise<void>;
  /** Puts a member in the named set with a score (a time), or moves it to that score (a Redis sorted set). */
  track(set: string, member: string, score: number): Promise<void>;
  /** Takes a member out of the named set. */
  untrack(set: string, member: string): Promise<void>;
  /** Members of the named set with a score at most `maxScore`, lowest first, at most `limit` of them. */
  tracked(set: string, maxScore: number, limit: number): Promise<string[]>;
}
