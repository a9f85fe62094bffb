import { setOptions, type RedisSetOptions } from './redis-set';
import type { CounterState, RampStore } from './types';

/**
 * The commands the store uses, as the `redis` package's client (v5 or later) offers them; typed
 * structurally so the host passes the client it created and the package does not depend on `redis`.
 */
export interface RedisStoreClient {
  /** SET key value PX ms [NX]: "OK", or null when NX found the key taken. */
  set(key: string, value: string, options: RedisSetOptions): Promise<unknown>;
  /** GET key: the string, or null. */
  get(key: string): Promise<unknown>;
  /** DEL key. */
  del(key: string): Promise<unknown>;
  /** INCR key: the new value. */
  incr(key: string): Promise<number>;
  /** PTTL key: milliseconds left, or a negative number when the key has no expiry or is gone. */
  pTTL(key: string): Promise<number>;
}

/** Options of the Redis store. */
export type RedisStoreOptions = {
  /** A connected client from the `redis` package (or anything with the same commands). */
  client: RedisStoreClient;
  /** Prefix of every key, so several apps can share one Redis (default `naira-ramp:`). */
  prefix?: string;
};

/** A store shared by every signer instance through Redis. */
export function createRedisStore(options: RedisStoreOptions): RampStore {
  const { client } = options;
  const prefix = options.prefix ?? 'naira-ramp:';
  return {
    async get(key) {
      const value = await client.get(prefix + key);
      return typeof value === 'string' ? value : undefined;
    },
    async set(key, value, ttlMs) {
      await client.set(prefix + key, value, setOptions(ttlMs, false));
    },
    async add(key, value, ttlMs) {
      const reply = await client.set(prefix + key, value, setOptions(ttlMs, true));
      return reply !== null && reply !== undefined;
    },
    async increment(key, windowMs): Promise<CounterState> {
      // The window is created with its expiry in one command (SET NX PX), so a counter never
      // outlives its window even if this process stops between the two commands.
      await client.set(prefix + key, '0', setOptions(windowMs, true));
      const count = await client.incr(prefix + key);
      const left = await client.pTTL(prefix + key);
      return { count, resetInMs: left > 0 ? left : windowMs };
    },
    async delete(key) {
      await client.del(prefix + key);
    },
  };
}
