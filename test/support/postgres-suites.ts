import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findPostgresBinaries, POSTGRES_MISSING, startPostgresServer, type PostgresBinaries, type PostgresServer } from './postgres';

/**
 * Registers tests that need PostgreSQL's programs (to start, kill and restart their own server):
 * `body` gets them. Without them, CI fails (it must run them) and a developer machine skips with the reason.
 */
export function postgresBinarySuite(label: string, body: (binaries: PostgresBinaries) => void): void {
  const binaries = findPostgresBinaries();
  if (binaries !== undefined) return body(binaries);
  if (process.env.CI) it('finds initdb and postgres', () => expect.fail(POSTGRES_MISSING));
  else it.skip(`${label} skipped: ${POSTGRES_MISSING}`, () => undefined);
}

/** Registers a file's PostgreSQL tests: a throwaway server is started before them and removed after. */
export function postgresSuite(label: string, body: (server: () => PostgresServer) => void): void {
  postgresBinarySuite(label, (binaries) => {
    let server: PostgresServer | undefined;
    beforeAll(async () => {
      server = await startPostgresServer(binaries);
    }, 60_000);
    // After hooks run in reverse order, so a file's pools end before the server stops.
    afterAll(async () => {
      await server?.remove();
    });
    body(() => {
      if (!server) throw new Error('postgres has not started');
      return server;
    });
  });
}

/** A pool of the `pg` package, as the tests make them. */
export type TestPool = pg.Pool;

/**
 * A pool over the server that fails fast while it is away, with an `'error'` listener only when
 * asked; its connections pipeline, as the README makes the pool, unless `pipeline: false`.
 */
export function poolOf(server: PostgresServer, options: { listener?: boolean; max?: number; pipeline?: boolean } = {}): TestPool {
  const pool = new pg.Pool({ connectionString: server.url, connectionTimeoutMillis: 2_000, max: options.max ?? 10, pipeline: options.pipeline ?? true });
  if (options.listener !== false) pool.on('error', () => undefined);
  return pool;
}

let prefixes = 0;

/** A table prefix no other test of the run uses, so tests share one server without meeting. */
export function freshPrefix(): string {
  return `t${process.pid}_${(prefixes += 1)}_`;
}

/**
 * Registers a file's PostgreSQL tests with one pool over the suite's server, open before them and
 * ended after: `body` gets a function returning it, and one returning the server.
 */
export function postgresPoolSuite(label: string, body: (pool: () => TestPool, server: () => PostgresServer) => void): void {
  postgresSuite(label, (server) => {
    let pool: TestPool | undefined;
    beforeAll(() => {
      pool = poolOf(server());
    });
    afterAll(async () => {
      await pool?.end();
    });
    body(() => {
      if (!pool) throw new Error('the pool has not been made');
      return pool;
    }, server);
  });
}
