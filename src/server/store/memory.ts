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

type Entry = { value: string; expiresAt: number };

/**
 * A store for a single signer process: bounded, least recently used out first (a Map iterates in
 * insertion order, so re-inserting on use keeps the oldest first), expired keys dropped when met.
 * No timers, so it never keeps a process alive.
 */
export function createMemoryStore(options: MemoryStoreOptions = {}): MemoryStore {
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  if (!(maxEntries >= 1)) throw new RangeError('maxEntries must be at least 1');
  const entries = new Map<string, Entry>();

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    entries.delete(key);
    if (entry.expiresAt <= now()) return undefined;
    entries.set(key, entry);
    return entry;
  };

  const put = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  };

  return {
    get size() {
      return entries.size;
    },
    async get(key) {
      return live(key)?.value;
    },
    async set(key, value, ttlMs) {
      put(key, { value, expiresAt: now() + ttlMs });
    },
    async add(key, value, ttlMs) {
      if (live(key) !== undefined) return false;
      put(key, { value, expiresAt: now() + ttlMs });
      return true;
    },
    async increment(key, windowMs): Promise<CounterState> {
      const entry = live(key) ?? { value: '0', expiresAt: now() + windowMs };
      const count = Number(entry.value) + 1;
      put(key, { value: String(count), expiresAt: entry.expiresAt });
      return { count, resetInMs: entry.expiresAt - now() };
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}
