import pg from 'pg';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { findPostgresBinaries, POSTGRES_MISSING, startPostgresServer } from '../../support/postgres';
import { buyAndSell } from './checkout';
import type { Consumer } from './consumer';
import { startWithMock, type AppStart, type RunningExample } from './host';
import { startAppServer, type AppServer } from './server';

/**
 * The example as its README says to run it on PostgreSQL: `DATABASE_URL` set (a server of its own
 * here), a buy and a sell in Chromium, then the app restarted (a new process, nothing in memory):
 * both transactions still answer their status, from the tables the app created at start.
 */
export async function checkOnPostgres(app: Consumer, start: AppStart, browser: Browser, name: string): Promise<void> {
  const binaries = findPostgresBinaries();
  if (!binaries) expect.fail(POSTGRES_MISSING);
  const database = await startPostgresServer(binaries);
  let running: RunningExample | undefined;
  let restarted: AppServer | undefined;
  try {
    running = await startWithMock(app, start, { DATABASE_URL: database.url });
    const { problems, created } = await buyAndSell(browser, `${running.url}/`, `${name}-postgres`);
    expect(problems).toEqual([]);
    const references = created.map(({ body }) => (body as { transaction: { reference: string } }).transaction.reference);
    expect(created.map(({ status }) => status)).toEqual([200, 200]);
    const pool = new pg.Pool({ connectionString: database.url });
    try {
      const { rows } = await pool.query(`SELECT count(*)::int AS done FROM naira_ramp_idempotency WHERE record->>'state' = 'done'`);
      expect(rows).toEqual([{ done: 2 }]);
    } finally {
      await pool.end();
    }
    await running.app.stop();
    restarted = await startAppServer(start.command, start.args, app.dir, { env: { ...(start.readsEnvFile ? {} : running.env), DATABASE_URL: database.url } });
    for (const reference of references) {
      const answer = await fetch(`${restarted.url}/api/ramp/transactions/${encodeURIComponent(reference)}`);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { status: string }).status).toBe('completed');
    }
  } finally {
    await restarted?.stop();
    await running?.stop();
    await database.remove();
  }
}
