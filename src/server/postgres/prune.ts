import { numberOf, type PostgresPool, type PostgresQuery } from './pool';
import { rampTables, type RampSchemaOptions, type RampTables } from './schema';
import { at } from './shared-store';

/** How many expired rows one prune removed, per table. */
export type PruneSummary = { entries: number; idempotency: number; counters: number };

/** One prune: at most `limit` rows a table, oldest expiry first; `now` is the clock (for tests). */
export type PruneOptions = RampSchemaOptions & { limit?: number; now?: () => number };

/** How the store prunes itself: once every `every` writes, at most `limit` expired rows a table (`false`: never). */
export type AutoPrune = { every?: number; limit?: number } | false;

/**
 * One statement for the three tables whose rows expire. Rows another session holds are skipped,
 * so instances pruning at once never wait on each other or on a request.
 */
function pruneStatement({ prefix, entries, idempotency, counters }: RampTables): (now: number, limit: number) => PostgresQuery {
  const expired = (table: string, column: string) =>
    `DELETE FROM ${table} WHERE key IN (SELECT key FROM ${table} WHERE ${column} <= ${at(1)} ORDER BY ${column} LIMIT $2 FOR UPDATE SKIP LOCKED) RETURNING 1`;
  const text = `WITH e AS (${expired(entries, 'expires_at')}), i AS (${expired(idempotency, 'expires_at')}), c AS (${expired(counters, 'resets_at')})
    SELECT (SELECT count(*) FROM e)::float8 AS entries, (SELECT count(*) FROM i)::float8 AS idempotency, (SELECT count(*) FROM c)::float8 AS counters`;
  return (now, limit) => ({ name: `${prefix}prune`, text, values: [now, limit] });
}

async function prune(pool: PostgresPool, statement: ReturnType<typeof pruneStatement>, now: number, limit: number): Promise<PruneSummary> {
  const { rows } = await pool.query(statement(now, limit));
  const row = rows[0] ?? {};
  return { entries: numberOf(row.entries ?? 0), idempotency: numberOf(row.idempotency ?? 0), counters: numberOf(row.counters ?? 0) };
}

/**
 * Removes expired rows: at most `limit` (default 1,000) from each table. The store does this on
 * its own as it writes; call this from a scheduled job instead when you turn that off (`prune: false`).
 *
 * @example
 * ```ts
 * import pg from 'pg';
 * import { createPostgresStore, pruneRampStore } from 'naira-ramp/server';
 *
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
 * // Requests never prune; a job of yours does, every hour, at most 5,000 expired rows a table.
 * export const store = createPostgresStore(pool, { prune: false });
 *
 * const prune = () =>
 *   pruneRampStore(pool, { limit: 5_000 }).then(
 *     (removed) => console.info('ramp store pruned', removed),
 *     (error: unknown) => console.warn('ramp store prune failed; the next run tries again', error),
 *   );
 * setInterval(() => void prune(), 60 * 60_000).unref();
 * ```
 */
export function pruneRampStore(pool: PostgresPool, options: PruneOptions = {}): Promise<PruneSummary> {
  const limit = options.limit ?? 1_000;
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a whole number of at least 1');
  // Unnamed: run now and then, it is not worth a prepared statement on every connection (nor a pooler's refusal).
  const statement = pruneStatement(rampTables(options));
  return prune(pool, (now, most) => ({ text: statement(now, most).text, values: [now, most] }), (options.now ?? Date.now)(), limit);
}

/**
 * The store's own expiry, without a cron: every `every` writes (default 50) one prune of at most
 * `limit` rows a table (default 100) runs beside the request, never holding it up. Removing up to
 * two rows per write while each write adds at most one keeps the tables at their live rows and a
 * bounded rest. One prune at a time; a failed one (the database away) is left to the next.
 */
export function createPruner(pool: PostgresPool, tables: RampTables, now: () => number, options: AutoPrune | undefined): () => void {
  if (options === false) return () => undefined;
  const every = options?.every ?? 50;
  const limit = options?.limit ?? 100;
  if (!Number.isInteger(every) || every < 1) throw new RangeError('prune.every must be a whole number of at least 1');
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('prune.limit must be a whole number of at least 1');
  const statement = pruneStatement(tables);
  let writes = 0;
  let running = false;
  return () => {
    writes += 1;
    if (writes < every || running) return;
    writes = 0;
    running = true;
    prune(pool, statement, now(), limit)
      .catch(() => undefined)
      .finally(() => (running = false));
  };
}
