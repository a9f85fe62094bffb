import pg from 'pg';
import { migrateRampStore } from 'naira-ramp/server';

/** Creates the signer's tables where they are missing, when DATABASE_URL is set. */
export async function migrate(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrateRampStore(pool);
  } finally {
    await pool.end();
  }
}
