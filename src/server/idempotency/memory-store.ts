import { createExpiringLru } from '../store/lru';
import { inProcess } from '../store/unavailable';
import { DEFAULT_IDEMPOTENCY_TTL_MS } from './types';
import type { DoneRecord, IdempotencyRecord, IdempotencyStore, PendingRecord } from './types';

/** Options of the in-memory store. */
export type MemoryIdempotencyStoreOptions = {
  /** Most records kept at once; the least recently used goes first (default 10,000). */
  maxEntries?: number;
  /** How long a record is kept (default 24 hours). */
  ttlMs?: number;
  /** Clock, for tests. */
  now?: () => number;
};

/** The in-memory store with its current size, for tests and memory checks. */
export type MemoryIdempotencyStore = IdempotencyStore & { readonly size: number };

/**
 * An idempotency store for a single signer process: bounded in size, least recently used first
 * out (a Map iterates in insertion order, so re-inserting on use keeps the oldest first), and
 * expired records dropped when met. No timers, so it never keeps a process alive.
 *
 * @example
 * ```ts
 * import { createMemoryIdempotencyStore, createRampServer } from 'naira-ramp/server';
 *
 * // One busy process: room for 50,000 Idempotency-Keys (the default store keeps 10,000), each for 24 hours.
 * export const { signer, webhooks } = createRampServer({
 *   basePath: '/api/ramp',
 *   idempotency: { store: createMemoryIdempotencyStore({ maxEntries: 50_000 }) },
 * });
 * ```
 */
export function createMemoryIdempotencyStore(options: MemoryIdempotencyStoreOptions = {}): MemoryIdempotencyStore {
  const maxEntries = options.maxEntries ?? 10_000;
  const ttlMs = options.ttlMs ?? DEFAULT_IDEMPOTENCY_TTL_MS;
  const now = options.now ?? Date.now;
  if (!(ttlMs > 0)) throw new RangeError('ttlMs must be a positive number of milliseconds');
  // Evicting a pending reservation is harmless within one process: the guard also shares
  // in-flight work through its own promise map, which does not depend on this store.
  const entries = createExpiringLru<IdempotencyRecord>(maxEntries, now);
  const put = (key: string, record: IdempotencyRecord) => entries.put(key, record, now() + ttlMs);

  return inProcess({
    get size() {
      return entries.size;
    },
    async reserve(key: string, record: PendingRecord) {
      const existing = entries.live(key);
      if (existing !== undefined) return existing.value;
      put(key, record);
      return undefined;
    },
    async complete(key: string, record: DoneRecord) {
      put(key, record);
    },
    async get(key: string) {
      return entries.live(key)?.value;
    },
    async release(key: string, owner: string) {
      const record = entries.peek(key)?.value;
      if (record?.state === 'pending' && record.owner === owner) entries.delete(key);
    },
    persistence: async () => 'memory',
  });
}
