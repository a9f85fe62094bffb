/** A bounded map whose entries expire: what both in-memory stores (shared state, idempotency) keep. */
export type ExpiringLru<V> = {
  /** The live entry under the key (marked most recently used), or undefined when none or expired. */
  live(key: string): { value: V; expiresAt: number } | undefined;
  /** The entry as stored, expired or not, without touching its place. */
  peek(key: string): { value: V; expiresAt: number } | undefined;
  /** Stores the entry as the most recently used, dropping the least recently used past the bound. */
  put(key: string, value: V, expiresAt: number): void;
  delete(key: string): void;
  /** Every live entry's key and value, least recently used first, without touching their places. */
  entries(): Array<[string, V]>;
  readonly size: number;
};

/**
 * A Map iterates in insertion order, so re-inserting on use keeps the least recently used first;
 * expired entries are dropped when met. No timers, so it never keeps a process alive.
 */
export function createExpiringLru<V>(maxEntries: number, now: () => number): ExpiringLru<V> {
  if (!(maxEntries >= 1)) throw new RangeError('maxEntries must be at least 1');
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    live(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry;
    },
    peek: (key) => entries.get(key),
    put(key, value, expiresAt) {
      entries.delete(key);
      entries.set(key, { value, expiresAt });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
    delete(key) {
      entries.delete(key);
    },
    entries() {
      const at = now();
      return [...entries].filter(([, entry]) => entry.expiresAt > at).map(([key, entry]) => [key, entry.value]);
    },
    get size() {
      return entries.size;
    },
  };
}
