import type { PostgresPool } from './pool';

/** Where the tables go: a prefix of their names (default `naira_ramp_`), so they sit beside the host's own. */
export type RampSchemaOptions = { prefix?: string };

/** The store's tables, by what they hold, and the prefix of their names. */
export type RampTables = { prefix: string; entries: string; idempotency: string; tracked: string; counters: string };

/** Lower-case letters, digits and `_`, starting with a letter or `_`: a name that needs no quoting. */
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,39}$/;

/** The table names under a prefix; throws for a prefix that is not a plain identifier. */
export function rampTables(options: RampSchemaOptions = {}): RampTables {
  const prefix = options.prefix ?? 'naira_ramp_';
  if (!IDENTIFIER.test(prefix)) {
    throw new RangeError(`prefix must be lower-case letters, digits and _ (at most 40, not starting with a digit); got "${prefix}"`);
  }
  return { prefix, entries: `${prefix}entries`, idempotency: `${prefix}idempotency`, tracked: `${prefix}tracked`, counters: `${prefix}counters` };
}

/**
 * The schema, as one script: every statement creates only what is missing, so running it again
 * changes nothing. The advisory lock makes instances that migrate at once take turns.
 *
 * @example
 * ```ts
 * import { writeFileSync } from 'node:fs';
 * import { rampStoreSchema } from 'naira-ramp/server';
 *
 * // Once, for your own migration tool: the script migrateRampStore runs, under the prefix you will
 * // give createPostgresStore too. Running it again changes nothing.
 * writeFileSync('db/migrations/20260301000000_naira_ramp.sql', rampStoreSchema({ prefix: 'shop_ramp_' }));
 * ```
 */
export function rampStoreSchema(options: RampSchemaOptions = {}): string {
  const { entries, idempotency, tracked, counters } = rampTables(options);
  return `SELECT pg_advisory_xact_lock(hashtext('${entries} migration'));

-- Statuses, owners, webhook deliveries seen and status-lookup claims, each under its own key.
CREATE TABLE IF NOT EXISTS ${entries} (
  key text PRIMARY KEY,
  value text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS ${entries}_expiry ON ${entries} (expires_at);

-- One record per Idempotency-Key: the reservation while the service is asked, then its answer.
CREATE TABLE IF NOT EXISTS ${idempotency} (
  key text PRIMARY KEY,
  record jsonb NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS ${idempotency}_expiry ON ${idempotency} (expires_at);

-- Transactions still pending, by when the signer last heard of each.
CREATE TABLE IF NOT EXISTS ${tracked} (
  name text NOT NULL,
  member text NOT NULL,
  score double precision NOT NULL,
  PRIMARY KEY (name, member)
);
CREATE INDEX IF NOT EXISTS ${tracked}_score ON ${tracked} (name, score);

-- Rate-limit counters: unlogged (no write-ahead log), so a crash empties them and counting costs no disk flush.
CREATE UNLOGGED TABLE IF NOT EXISTS ${counters} (
  key text PRIMARY KEY,
  count bigint NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS ${counters}_expiry ON ${counters} (resets_at);
`;
}

/**
 * Creates the store's tables where they are missing, in one transaction (a script of several
 * statements sent without parameters runs as one). Run it once where the app starts, before the
 * signer takes requests, or copy `rampStoreSchema()` into your own migrations.
 *
 * @example
 * ```ts
 * import pg from 'pg';
 * import { createPostgresStore, migrateRampStore } from 'naira-ramp/server';
 *
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
 * // Where the app starts, before it takes requests: creates the tables that are missing, changes nothing else.
 * await migrateRampStore(pool, { prefix: 'shop_ramp_' });
 *
 * // The store works on the same tables: the same prefix.
 * export const store = createPostgresStore(pool, { prefix: 'shop_ramp_' });
 * ```
 */
export async function migrateRampStore(pool: PostgresPool, options: RampSchemaOptions = {}): Promise<void> {
  await pool.query({ text: rampStoreSchema(options) });
}
