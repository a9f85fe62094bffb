import type { DoneRecord, IdempotencyRecord, IdempotencyStore, PendingRecord } from '../idempotency/types';
import { prepared, type PostgresPool } from './pool';
import type { RampTables } from './schema';
import { at } from './shared-store';

/** What the idempotency store needs besides its pool: its table, retention, clock and the count of writes. */
export type IdempotencyStoreParts = { pool: PostgresPool; tables: RampTables; ttlMs: number; now: () => number; wrote: () => void };

function statements({ prefix, idempotency }: RampTables) {
  return prepared(`${prefix}idempotency_`, {
    // Claims a free or expired key; another instance's live record is left as it is (no row returned).
    reserve: `INSERT INTO ${idempotency} AS i (key, record, expires_at) VALUES ($1, $2::jsonb, ${at(3)})
      ON CONFLICT (key) DO UPDATE SET record = excluded.record, expires_at = excluded.expires_at WHERE i.expires_at <= ${at(4)}`,
    complete: `INSERT INTO ${idempotency} (key, record, expires_at) VALUES ($1, $2::jsonb, ${at(3)})
      ON CONFLICT (key) DO UPDATE SET record = excluded.record, expires_at = excluded.expires_at`,
    get: `SELECT record FROM ${idempotency} WHERE key = $1 AND expires_at > ${at(2)}`,
    // One statement: only the reservation this owner holds goes, never a record written since.
    release: `DELETE FROM ${idempotency} WHERE key = $1 AND record->>'state' = 'pending' AND record->>'owner' = $2`,
  });
}

/** A record as read back (`pg` parses jsonb), checked for the two fields every record has. */
function recordOf(value: unknown, key: string): IdempotencyRecord {
  const record = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (typeof record === 'object' && record !== null && 'state' in record && 'fingerprint' in record) return record as IdempotencyRecord;
  throw new Error(`The idempotency row "${key}" does not hold an idempotency record`);
}

/**
 * Idempotency records in PostgreSQL: one row per key, claimed by an insert that only one caller
 * can make, so one upstream call per key across every instance sharing the database. A
 * completed answer is committed before the signer answers the browser.
 */
export function createPostgresIdempotencyStore({ pool, tables, ttlMs, now, wrote }: IdempotencyStoreParts): IdempotencyStore {
  const sql = statements(tables);
  const get = async (key: string) => {
    const { rows } = await pool.query(sql.get(key, now()));
    return rows[0] === undefined ? undefined : recordOf(rows[0].record, key);
  };
  return {
    async reserve(key: string, record: PendingRecord) {
      // A record can expire or be released between a refused claim and the read; then claim again.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const at = now();
        const { rowCount } = await pool.query(sql.reserve(key, JSON.stringify(record), at + ttlMs, at));
        wrote();
        if (rowCount === 1) return undefined;
        const existing = await get(key);
        if (existing !== undefined) return existing;
      }
      throw new Error(`Could not reserve idempotency key "${key}" in PostgreSQL`);
    },
    async complete(key: string, record: DoneRecord) {
      await pool.query(sql.complete(key, JSON.stringify(record), now() + ttlMs));
      wrote();
    },
    get,
    async release(key: string, owner: string) {
      await pool.query(sql.release(key, owner));
    },
  };
}
