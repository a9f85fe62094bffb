import type { SignerLogger } from '../config/types';
import { redisPersistence } from './persistence';
import { requireConnection, watchConnection, type RedisConnection } from './redis-connection';
import { setOptions, type RedisSetOptions } from './redis-set';
import type { CounterState, RampStore } from './types';

/**
 * The commands the store uses, as the `redis` package's client (v5 or later) offers them; typed
 * structurally so the host passes the client it created and the package does not depend on `redis`.
 */
export interface RedisStoreClient extends RedisConnection {
  /** SET key value PX ms [NX]: "OK", or null when NX found the key taken. */
  set(key: string, value: string, options: RedisSetOptions): Promise<unknown>;
  /** GET key: the string, or null. */
  get(key: string): Promise<unknown>;
  /** DEL key. */
  del(key: string): Promise<unknown>;
  /** EVAL script with its keys and arguments: what the script returns. */
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

/** Options of the Redis store. */
export type RedisStoreOptions = {
  /** A connected client from the `redis` package (or anything with the same commands). */
  client: RedisStoreClient;
  /** Prefix of every key, so several apps can share one Redis (default `naira-ramp:`). */
  prefix?: string;
  /** Where Redis connection errors are reported (default: the console); the client's `'error'` listener is added only when it has none. */
  logger?: SignerLogger;
};

/**
 * One rate-limit count, atomically: the counter goes up and, when it has no expiry (a new window,
 * or a key left without one), gets the window's. Redis runs a script without interleaving any
 * other command, so no instance ever sees or leaves a counter without an expiry.
 */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return { count, left }
`;

// A tracked set is a sorted set (ZADD, ZREM, ZRANGEBYSCORE), through EVAL so the client needs no more commands.
const TRACK = `redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2]) return 1`;
const UNTRACK = `redis.call('ZREM', KEYS[1], ARGV[1]) return 1`;
const TRACKED = `return redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, ARGV[2])`;
const GET_MANY = `return redis.call('MGET', unpack(KEYS))`;

function counterState(reply: unknown, windowMs: number): CounterState {
  const [count, left] = Array.isArray(reply) ? reply.map(Number) : [];
  if (count === undefined || !Number.isFinite(count)) throw new Error('Redis answered the rate-limit script without a count');
  return { count, resetInMs: left !== undefined && left > 0 ? left : windowMs };
}

/**
 * A store shared by every signer instance through Redis.
 *
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * import { createRampServer, createRedisIdempotencyStore, createRedisStore } from 'naira-ramp/server';
 *
 * const client = createClient({ url: process.env.REDIS_URL });
 * // Without a listener, a lost connection is an unhandled 'error' event and ends the process.
 * client.on('error', (error: Error) => console.error('Redis:', error.message));
 * await client.connect();
 *
 * // Every instance shares statuses, owners, webhook deliveries seen and the rate-limit counters.
 * const store = createRedisStore({ client, prefix: 'myapp:ramp:' });
 *
 * export const { signer, webhooks } = createRampServer({
 *   basePath: '/api/ramp',
 *   store,
 *   idempotency: { store: createRedisIdempotencyStore({ client, prefix: 'myapp:ramp:' }) },
 *   rateLimit: { limit: 30, windowMs: 60_000, store },
 * });
 * ```
 */
export function createRedisStore(options: RedisStoreOptions): RampStore {
  const { client } = options;
  const prefix = options.prefix ?? 'naira-ramp:';
  watchConnection(client, options.logger);
  return {
    async get(key) {
      requireConnection(client);
      const value = await client.get(prefix + key);
      return typeof value === 'string' ? value : undefined;
    },
    async getMany(keys) {
      requireConnection(client);
      if (keys.length === 0) return [];
      const reply = await client.eval(GET_MANY, { keys: keys.map((key) => prefix + key), arguments: [] });
      return keys.map((_, index) => {
        const value: unknown = Array.isArray(reply) ? reply[index] : undefined;
        return typeof value === 'string' ? value : undefined;
      });
    },
    async set(key, value, ttlMs) {
      requireConnection(client);
      await client.set(prefix + key, value, setOptions(ttlMs, false));
    },
    async add(key, value, ttlMs) {
      requireConnection(client);
      const reply = await client.set(prefix + key, value, setOptions(ttlMs, true));
      return reply !== null && reply !== undefined;
    },
    async increment(key, windowMs) {
      requireConnection(client);
      const ms = String(Math.max(1, Math.ceil(windowMs)));
      return counterState(await client.eval(INCREMENT, { keys: [prefix + key], arguments: [ms] }), windowMs);
    },
    async delete(key) {
      requireConnection(client);
      await client.del(prefix + key);
    },
    async track(set, member, score) {
      requireConnection(client);
      await client.eval(TRACK, { keys: [prefix + set], arguments: [String(score), member] });
    },
    async untrack(set, member) {
      requireConnection(client);
      await client.eval(UNTRACK, { keys: [prefix + set], arguments: [member] });
    },
    async tracked(set, maxScore, limit) {
      requireConnection(client);
      const reply = await client.eval(TRACKED, { keys: [prefix + set], arguments: [String(maxScore), String(limit)] });
      return Array.isArray(reply) ? reply.filter((member): member is string => typeof member === 'string') : [];
    },
    persistence: () => redisPersistence(client),
  };
}
