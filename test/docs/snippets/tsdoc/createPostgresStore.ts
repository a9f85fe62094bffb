import pg from 'pg';
import { createPostgresStore, createRampServer, migrateRampStore } from 'naira-ramp/server';

// A database slower than 2 s to give a connection makes the signer answer 503 store_unavailable, not wait.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 2_000, pipeline: true });
await migrateRampStore(pool);

// Statuses, owners, webhook deliveries and counters as `store`; the idempotency records beside them.
const store = createPostgresStore(pool);

export const { signer, webhooks } = createRampServer({
  basePath: '/api/ramp',
  store,
  idempotency: { store: store.idempotency },
  rateLimit: { limit: 30, windowMs: 60_000, store },
});
