import pg from 'pg';
import { createPostgresStore, type RampSignerOptions } from 'naira-ramp/server';

// With DATABASE_URL set, everything the signer keeps (idempotency keys, statuses, who created each
// transaction, webhook deliveries) lives in PostgreSQL: shared by every instance, kept across restarts.
// Without it, in this process's memory. instrumentation.ts creates the tables when the server starts.
const url = process.env.DATABASE_URL;
const store = url ? createPostgresStore(new pg.Pool({ connectionString: url, connectionTimeoutMillis: 2_000, pipeline: true })) : undefined;

export const stores: Pick<RampSignerOptions, 'store' | 'idempotency'> = store ? { store, idempotency: { store: store.idempotency } } : {};
