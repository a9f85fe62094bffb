import type { Persistence } from '../store/persistence';
import type { PostgresPool } from './pool';

/**
 * Asks the database whether a commit is flushed before it is acknowledged: `commit` with
 * `synchronous_commit` on (or local, remote_write, remote_apply) and `fsync` on; else
 * `delayed-commit`; `unknown` when it does not answer.
 */
export async function postgresPersistence(pool: PostgresPool): Promise<Persistence> {
  try {
    const { rows } = await pool.query({ text: `SELECT current_setting('synchronous_commit') AS sync, current_setting('fsync') AS fsync` });
    const row = rows[0];
    if (typeof row?.sync !== 'string' || typeof row.fsync !== 'string') return 'unknown';
    return row.sync === 'off' || row.fsync === 'off' ? 'delayed-commit' : 'commit';
  } catch {
    return 'unknown';
  }
}
