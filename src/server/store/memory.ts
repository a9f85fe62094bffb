import { createExpiringLru, type ExpiringLru } from './lru';
import { inProcess } from './unavailable';
import type { CounterState, RampStore } from './types';

/** Options of the in-memory store. */
export type MemoryStoreOptions = {
  /** Most keys kept at once of each kind (owners, statuses, deliveries seen, counters, ...); the least recently used goes first (default 10,000). */
  maxEntries?: number;
  /** Clock, for tests. */
  now?: () => number;
};

/** The in-memory store with its current size, for tests and memory checks. */
export type MemoryStore = RampStore & { readonly size: number };

/** The kind of a key: what comes before its first `:` (`owner`, `status`, `webhook`, `rate`, ...). */
const kindOf = (key: string) => key.slice(0, Math.max(0, key.indexOf(':')));

/**
 * A store for a single signer process: bounded per kind of key, least recently used out first,
 * expired keys dropped when met. Each kind has its own bound, so one kind of traffic never evicts
 * another: a flood of webhook deliveries or rate-limit counters takes no room from owners or statuses.
 *
 * @example
 * ```ts
 * import { createMemoryStore, createRampSigner, createRampWebhookHandler } from 'naira-ramp/server';
 *
 * // One process, the signer and the webhook receiver made apart: one store for both, so the status
 * // route serves what webhooks taught; room for 50,000 keys of each kind (the default store: 30,000).
 * const store = createMemoryStore({ maxEntries: 50_000 });
 *
 * export const signer = createRampSigner({ basePath: '/api/ramp', store });
 * export const webhooks = createRampWebhookHandler({ store });
 * ```
 */
export function createMemoryStore(options: MemoryStoreOptions = {}): MemoryStore {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 10_000;
  const kinds = new Map<string, ExpiringLru<string>>();
  const entries = (key: string) => {
    const kind = kindOf(key);
    let lru = kinds.get(kind);
    if (!lru) {
      lru = createExpiringLru<string>(maxEntries, now);
      kinds.set(kind, lru);
    }
    return lru;
  };

  // Each tracked set is bounded too; past its bound the member tracked least recently goes first.
  const sets = new Map<string, ExpiringLru<string>>();
  const tracked = (set: string) => {
    let lru = sets.get(set);
    if (!lru) {
      lru = createExpiringLru<string>(maxEntries, now);
      sets.set(set, lru);
    }
    return lru;
  };

  return inProcess({
    get size() {
      let size = 0;
      for (const lru of kinds.values()) size += lru.size;
      return size;
    },
    async get(key) {
      return entries(key).live(key)?.value;
    },
    async getMany(keys) {
      return keys.map((key) => entries(key).live(key)?.value);
    },
    async set(key, value, ttlMs) {
      entries(key).put(key, value, now() + ttlMs);
    },
    async add(key, value, ttlMs) {
      const lru = entries(key);
      if (lru.live(key) !== undefined) return false;
      lru.put(key, value, now() + ttlMs);
      return true;
    },
    async increment(key, windowMs): Promise<CounterState> {
      const lru = entries(key);
      const entry = lru.live(key) ?? { value: '0', expiresAt: now() + windowMs };
      const count = Number(entry.value) + 1;
      lru.put(key, String(count), entry.expiresAt);
      return { count, resetInMs: entry.expiresAt - now() };
    },
    async delete(key) {
      entries(key).delete(key);
    },
    async track(set, member, score) {
      tracked(set).put(member, String(score), Number.POSITIVE_INFINITY);
    },
    async untrack(set, member) {
      tracked(set).delete(member);
    },
    async tracked(set, maxScore, limit) {
      const members = [...tracked(set).entries()].filter(([, score]) => Number(score) <= maxScore);
      return members.sort((a, b) => Number(a[1]) - Number(b[1])).slice(0, limit).map(([member]) => member);
    },
    persistence: async () => 'memory',
  });
}
