import pg from 'pg';
import { createPostgresStore, type RampSignerOptions } from 'naira-ramp/server';

// With DATABASE_URL set, everything the signer keeps (idempotency keys, statuses, who created each
// transaction, webhook deliveries) lives in PostgreSQL: shared by every instance, kept across restarts.
// Without it, in this process's memory. server/index.ts creates the tables before it listens.
const url = process.env.DATABASE_URL;
export const pool = url ? new pg.Pool({ connectionString: url, connectionTimeoutMillis: 2_000, pipeline: true }) : undefined;
const store = pool && createPostgresStore(pool);

export const stores: Pick<RampSignerOptions, 'store' | 'idempotency'> = store ? { store, idempotency: { store: store.idempotency } } : {};
