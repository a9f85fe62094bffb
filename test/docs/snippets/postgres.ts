import pg from 'pg';
import { createPostgresStore, createRampSigner, createRampWebhookHandler, migrateRampStore } from 'naira-ramp/server';

// A database that does not accept a connection within 2 s answers 503 store_unavailable instead of waiting;
// pipelining connections (pg 8.23+) carry the statements of many requests in one write.
export const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 2_000, pipeline: true });
// Creates the tables where they are missing; run it where the app starts, before it takes requests.
await migrateRampStore(pool);

// One store for every instance: statuses, owners, webhook deliveries and counters; idempotency records beside them.
const store = createPostgresStore(pool);
const options = {
  basePath: '/api/ramp',
  store,
  idempotency: { store: store.idempotency },
  rateLimit: { limit: 30, windowMs: 60_000, store },
};
export const signer = createRampSigner(options);
export const webhooks = createRampWebhookHandler(options);
