import type { CounterState, RampStore } from '../store/types';
import { numberOf, prepared, type PostgresPool } from './pool';
import type { RampTables } from './schema';

/** A time in ms since the epoch, passed as a parameter, as the timestamptz the tables keep. */
export const at = (parameter: number) => `to_timestamp($${parameter}::float8 / 1000)`;

/** What the shared store needs besides its pool: its tables, clock and the count of writes that paces pruning. */
export type SharedStoreParts = { pool: PostgresPool; tables: RampTables; now: () => number; wrote: () => void };

/**
 * The statements of the shared store, one round trip each. `add` takes a key that is free or
 * expired: two instances adding at once meet on the primary key, and PostgreSQL lets one win.
 */
function statements({ prefix, entries, tracked, counters }: RampTables) {
  return prepared(`${prefix}shared_`, {
    get: `SELECT value FROM ${entries} WHERE key = $1 AND expires_at > ${at(2)}`,
    getMany: `SELECT key, value FROM ${entries} WHERE key = ANY($1::text[]) AND expires_at > ${at(2)}`,
    set: `INSERT INTO ${entries} (key, value, expires_at) VALUES ($1, $2, ${at(3)})
      ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
    add: `INSERT INTO ${entries} AS t (key, value, expires_at) VALUES ($1, $2, ${at(3)})
      ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at WHERE t.expires_at <= ${at(4)}`,
    // `add`, and, when it took the key, `track`: one statement, one commit.
    addTracked: `WITH added AS (INSERT INTO ${entries} AS t (key, value, expires_at) VALUES ($1, $2, ${at(3)})
        ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at WHERE t.expires_at <= ${at(4)} RETURNING 1),
      tracking AS (INSERT INTO ${tracked} (name, member, score) SELECT $5::text, $6::text, $7::float8 FROM added
        ON CONFLICT (name, member) DO UPDATE SET score = excluded.score)
      SELECT count(*)::int AS added FROM added`,
    delete: `DELETE FROM ${entries} WHERE key = $1`,
    // A new window when there is none or it is over; else one more in the current one.
    increment: `INSERT INTO ${counters} AS c (key, count, resets_at) VALUES ($1, 1, ${at(3)})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN c.resets_at <= ${at(2)} THEN 1 ELSE c.count + 1 END,
        resets_at = CASE WHEN c.resets_at <= ${at(2)} THEN excluded.resets_at ELSE c.resets_at END
      RETURNING count::float8 AS count, extract(epoch FROM resets_at)::float8 * 1000 AS resets_at`,
    track: `INSERT INTO ${tracked} (name, member, score) VALUES ($1, $2, $3) ON CONFLICT (name, member) DO UPDATE SET score = excluded.score`,
    untrack: `DELETE FROM ${tracked} WHERE name = $1 AND member = $2`,
    tracked: `SELECT member FROM ${tracked} WHERE name = $1 AND score <= $2 ORDER BY score, member LIMIT $3`,
  });
}

/** The shared store (statuses, owners, deliveries seen, counters, the pending set) over the tables. */
export function createSharedStore({ pool, tables, now, wrote }: SharedStoreParts): RampStore {
  const sql = statements(tables);
  return {
    async get(key) {
      const { rows } = await pool.query(sql.get(key, now()));
      const value = rows[0]?.value;
      return typeof value === 'string' ? value : undefined;
    },
    async getMany(keys) {
      const { rows } = await pool.query(sql.getMany([...keys], now()));
      const found = new Map(rows.map((row) => [row.key, row.value]));
      return keys.map((key) => {
        const value = found.get(key);
        return typeof value === 'string' ? value : undefined;
      });
    },
    async set(key, value, ttlMs) {
      await pool.query(sql.set(key, value, now() + ttlMs));
      wrote();
    },
    async add(key, value, ttlMs) {
      const at = now();
      const { rowCount } = await pool.query(sql.add(key, value, at + ttlMs, at));
      wrote();
      return rowCount === 1;
    },
    async addTracked(key, value, ttlMs, { set, member, score }) {
      const at = now();
      const { rows } = await pool.query(sql.addTracked(key, value, at + ttlMs, at, set, member, score));
      wrote();
      return rows[0]?.added === 1;
    },
    async increment(key, windowMs): Promise<CounterState> {
      const at = now();
      const { rows } = await pool.query(sql.increment(key, at, at + windowMs));
      wrote();
      const row = rows[0];
      if (row === undefined) throw new Error('PostgreSQL answered the rate-limit count without a row');
      return { count: numberOf(row.count), resetInMs: Math.max(1, numberOf(row.resets_at) - at) };
    },
    async delete(key) {
      await pool.query(sql.delete(key));
    },
    async track(set, member, score) {
      await pool.query(sql.track(set, member, score));
    },
    async untrack(set, member) {
      await pool.query(sql.untrack(set, member));
    },
    async tracked(set, maxScore, limit) {
      const { rows } = await pool.query(sql.tracked(set, maxScore, limit));
      return rows.map((row) => row.member).filter((member): member is string => typeof member === 'string');
    },
  };
}
