import type { SignerLogger } from '../config/types';
import { DEFAULT_IDEMPOTENCY_TTL_MS, type IdempotencyStore } from '../idempotency/types';
import type { RampStore } from '../store/types';
import { createPostgresIdempotencyStore } from './idempotency-store';
import { postgresPersistence } from './persistence';
import { watchPool, type PostgresPool } from './pool';
import { pipelinedPool } from './pipeline';
import { createPruner, type AutoPrune } from './prune';
import { rampTables } from './schema';
import { createSharedStore } from './shared-store';

/** Options of the PostgreSQL store. */
export type PostgresStoreOptions = {
  /** Prefix of the tables' names, as given to `migrateRampStore` (default `naira_ramp_`). */
  prefix?: string;
  /** How long an idempotency record is kept (default 24 hours). */
  idempotencyTtlMs?: number;
  /** How the store removes expired rows as it writes (default every 50 writes, at most 100 a table); `false` leaves it to `pruneRampStore`. */
  prune?: AutoPrune;
  /** Where a lost connection is reported (default: the console); the pool's `'error'` listener is added only when it has none. */
  logger?: SignerLogger;
  /**
   * Prepare each statement once per connection (default true). Pass false behind a pooler in
   * transaction mode that keeps no prepared statements (PgBouncer before 1.21, Supabase's pooler on port 6543).
   */
  prepare?: boolean;
  /** Clock of the expiry times written, for tests (default `Date.now`). */
  now?: () => number;
};

/** Everything the signer keeps, in PostgreSQL: the shared store, with the idempotency records beside it. */
export type PostgresStore = RampStore & {
  /** The idempotency records: pass as `idempotency: { store }`. */
  readonly idempotency: IdempotencyStore;
};

/**
 * A store every signer instance shares through PostgreSQL: statuses, owners, webhook deliveries
 * seen, rate-limit counters and the pending set as `store` (and `rateLimit.store`), idempotency
 * records as `store.idempotency`. Each call is one statement, committed before it returns; on a
 * pool whose connections pipeline (`pipeline: true`, `pg` 8.23+) the statements of one turn of the
 * event loop share one write on one connection (see `pipelinedPool`). A database that is down
 * makes the signer answer 503 `store_unavailable`, and the pool's next connection picks up when it
 * is back. Run `migrateRampStore(pool)` once first.
 *
 * @example
 * ```ts
 * import pg from 'pg';
 * import { createPostgresStore, createRampServer, migrateRampStore } from 'naira-ramp/server';
 *
 * // A database slower than 2 s to give a connection makes the signer answer 503 store_unavailable, not wait.
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 2_000, pipeline: true });
 * await migrateRampStore(pool);
 *
 * // Statuses, owners, webhook deliveries and counters as `store`; the idempotency records beside them.
 * const store = createPostgresStore(pool);
 *
 * export const { signer, webhooks } = createRampServer({
 *   basePath: '/api/ramp',
 *   store,
 *   idempotency: { store: store.idempotency },
 *   rateLimit: { limit: 30, windowMs: 60_000, store },
 * });
 * ```
 */
export function createPostgresStore(given: PostgresPool, options: PostgresStoreOptions = {}): PostgresStore {
  const tables = rampTables(options);
  watchPool(given, options.logger);
  const batched = pipelinedPool(given);
  const pool: PostgresPool = options.prepare === false ? { query: ({ text, values }) => batched.query({ text, values }) } : batched;
  const now = options.now ?? Date.now;
  const ttlMs = options.idempotencyTtlMs ?? DEFAULT_IDEMPOTENCY_TTL_MS;
  if (!(ttlMs > 0)) throw new RangeError('idempotencyTtlMs must be a positive number of milliseconds');
  const wrote = createPruner(pool, tables, now, options.prune);
  const idempotency: IdempotencyStore = {
    ...createPostgresIdempotencyStore({ pool, tables, ttlMs, now, wrote }),
    persistence: () => postgresPersistence(pool),
  };
  return { ...createSharedStore({ pool, tables, now, wrote }), idempotency, persistence: () => postgresPersistence(pool) };
}
