import { createExpiringLru } from './lru';
import { inProcess } from './unavailable';
import type { CounterState, RampStore } from './types';

/** Options of the in-memory store. */
export type MemoryStoreOptions = {
  /** Most keys kept at once; the least recently used goes first (default 10,000). */
  maxEntries?: number;
  /** Clock, for tests. */
  now?: () => number;
};

/** The in-memory store with its current size, for tests and memory checks. */
export type MemoryStore = RampStore & { readonly size: number };

/** A store for a single signer process: bounded, least recently used out first, expired keys dropped when met. */
export function createMemoryStore(options: MemoryStoreOptions = {}): MemoryStore {
  const now = options.now ?? Date.now;
  const entries = createExpiringLru<string>(options.maxEntries ?? 10_000, now);

  return inProcess({
    get size() {
      return entries.size;
    },
    async get(key) {
      return entries.live(key)?.value;
    },
    async set(key, value, ttlMs) {
      entries.put(key, value, now() + ttlMs);
    },
    async add(key, value, ttlMs) {
      if (entries.live(key) !== undefined) return false;
      entries.put(key, value, now() + ttlMs);
      return true;
    },
    async increment(key, windowMs): Promise<CounterState> {
      const entry = entries.live(key) ?? { value: '0', expiresAt: now() + windowMs };
      const count = Number(entry.value) + 1;
      entries.put(key, String(count), entry.expiresAt);
      return { count, resetInMs: entry.expiresAt - now() };
    },
    async delete(key) {
      entries.delete(key);
    },
  });
}
