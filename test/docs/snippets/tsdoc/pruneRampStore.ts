import pg from 'pg';
import { createPostgresStore, pruneRampStore } from 'naira-ramp/server';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
// Requests never prune; a job of yours does, every hour, at most 5,000 expired rows a table.
export const store = createPostgresStore(pool, { prune: false });

const prune = () =>
  pruneRampStore(pool, { limit: 5_000 }).then(
    (removed) => console.info('ramp store pruned', removed),
    (error: unknown) => console.warn('ramp store prune failed; the next run tries again', error),
  );
setInterval(() => void prune(), 60 * 60_000).unref();
