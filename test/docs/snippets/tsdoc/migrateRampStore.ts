import pg from 'pg';
import { createPostgresStore, migrateRampStore } from 'naira-ramp/server';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
// Where the app starts, before it takes requests: creates the tables that are missing, changes nothing else.
await migrateRampStore(pool, { prefix: 'shop_ramp_' });

// The store works on the same tables: the same prefix.
export const store = createPostgresStore(pool, { prefix: 'shop_ramp_' });
