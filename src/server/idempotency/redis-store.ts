import type { SignerLogger } from '../config/types';
import { redisPersistence } from '../store/persistence';
import { requireConnection, watchConnection, type RedisConnection } from '../store/redis-connection';
import { setOptions, type RedisSetOptions } from '../store/redis-set';
import { DEFAULT_IDEMPOTENCY_TTL_MS } from './types';
import type { DoneRecord, IdempotencyRecord, IdempotencyStore, PendingRecord } from './types';

/**
 * The three commands the store uses, as the `redis` package's client (v5 or later) offers them.
 * Typed structurally so the host passes the client it created and connected, and the package
 * does not depend on `redis` itself.
 */
export interface RedisIdempotencyClient extends RedisConnection {
  /** SET key value [PX ms] [NX]: resolves to "OK", or null when NX found the key taken. */
  set(key: string, value: string, options: RedisSetOptions): Promise<unknown>;
  /** GET key: the string, or null. */
  get(key: string): Promise<unknown>;
  /** DEL key. */
  del(key: string): Promise<unknown>;
}

/** Options of the Redis store. */
export type RedisIdempotencyStoreOptions = {
  /** A connected client from the `redis` package (or anything with the same three commands). */
  client: RedisIdempotencyClient;
  /** Prefix of every key, so several apps can share one Redis (default `naira-ramp:idempotency:`). */
  prefix?: string;
  /** How long a record is kept (default 24 hours); Redis expires it, no sweeping needed. */
  ttlMs?: number;
  /** Where Redis connection errors are reported (default: the console); the client's `'error'` listener is added only when it has none. */
  logger?: SignerLogger;
};

function parseRecord(raw: unknown, key: string): IdempotencyRecord | undefined {
  if (raw === null || raw === undefined) return undefined;
  let record: unknown;
  try {
    record = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    record = undefined;
  }
  if (typeof record === 'object' && record !== null && 'state' in record && 'fingerprint' in record) {
    return record as IdempotencyRecord;
  }
  throw new Error(`The value at Redis key "${key}" is not an idempotency record; is the prefix shared with something else?`);
}

/**
 * An idempotency store shared by every signer instance through Redis (SET NX PX, GET, DEL).
 *
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * import { createRampServer, createRedisIdempotencyStore, createRedisStore } from 'naira-ramp/server';
 *
 * const client = createClient({ url: process.env.REDIS_URL });
 * client.on('error', (error: Error) => console.error('Redis:', error.message));
 * await client.connect();
 *
 * // A retry that lands on another instance finds the first attempt's Idempotency-Key and gets its answer.
 * export const { signer, webhooks } = createRampServer({
 *   basePath: '/api/ramp',
 *   store: createRedisStore({ client, prefix: 'myapp:ramp:' }),
 *   idempotency: { store: createRedisIdempotencyStore({ client, prefix: 'myapp:ramp:' }) },
 * });
 * ```
 */
export function createRedisIdempotencyStore(options: RedisIdempotencyStoreOptions): IdempotencyStore {
  const { client } = options;
  const prefix = options.prefix ?? 'naira-ramp:idempotency:';
  const ttlMs = options.ttlMs ?? DEFAULT_IDEMPOTENCY_TTL_MS;
  if (!(ttlMs > 0)) throw new RangeError('ttlMs must be a positive number of milliseconds');

  watchConnection(client, options.logger);
  const get = async (key: string) => {
    requireConnection(client);
    return parseRecord(await client.get(prefix + key), prefix + key);
  };

  return {
    async reserve(key: string, record: PendingRecord) {
      // A key can expire between a failed SET NX and the GET; then try to claim it again.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        requireConnection(client);
        const reply = await client.set(prefix + key, JSON.stringify(record), setOptions(ttlMs, true));
        if (reply !== null && reply !== undefined) return undefined;
        const existing = await get(key);
        if (existing !== undefined) return existing;
      }
      throw new Error(`Could not reserve idempotency key "${key}" in Redis`);
    },
    async complete(key: string, record: DoneRecord) {
      requireConnection(client);
      await client.set(prefix + key, JSON.stringify(record), setOptions(ttlMs, false));
    },
    get,
    persistence: () => redisPersistence(client),
    async release(key: string, owner: string) {
      // GET then DEL is not atomic, but a reservation only changes hands after it expires
      // (ttlMs, a day by default), far longer than the gap between these two commands.
      const existing = await get(key);
      if (existing?.state === 'pending' && existing.owner === owner) await client.del(prefix + key);
    },
  };
}
