import type { SignerLogger } from '../config/types';
import { outageWarning } from '../store/outage-log';

/** A row as a query returns it: column name to value, already parsed by the client. */
export type PostgresRow = Record<string, unknown>;

/** One statement: its text, its parameters ($1, $2, ...) and, to prepare it once per connection, a name. */
export type PostgresQuery = { text: string; values?: unknown[]; name?: string };

/** What a statement returns: its rows, and how many it wrote. */
export type PostgresResult = { rows: PostgresRow[]; rowCount?: number | null };

/** A connection checked out of the pool, as `pg`'s `pool.connect()` gives it. */
export interface PostgresClient {
  /** True when the connection sends statements without waiting for the one before (`pg` 8.23+, `pipeline: true`). */
  readonly pipeline?: boolean;
  /** Runs one statement on this connection. */
  query(query: PostgresQuery): Promise<PostgresResult>;
  /** Gives the connection back; with an error, the pool closes it. */
  release(error?: Error): void;
  /** Adds a listener: a connection lost while checked out is reported as an `'error'`, thrown when nobody listens. */
  on?(event: 'error', listener: (error: Error) => void): unknown;
  /** Removes the listener `on` added. */
  removeListener?(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * What the store uses of a pool: `query({ name, text, values })` resolving to `{ rows, rowCount }`,
 * as `pg`'s Pool (v8) offers it, and pools built on it (Neon's serverless Pool), and, when there,
 * `connect()` to send a turn's statements together on one pipelining connection. Typed
 * structurally, so the host passes the pool it created and the package does not depend on `pg`.
 * Each statement is named, so every connection prepares it once: half the database's CPU per call.
 */
export interface PostgresPool {
  /** Runs one statement: its rows, and how many it wrote. */
  query(query: PostgresQuery): Promise<PostgresResult>;
  /** Checks a connection out (`pg`'s `pool.connect()`). */
  connect?(): Promise<PostgresClient>;
  /** Adds a listener; the store adds one for `'error'` when the pool has none. */
  on?(event: 'error', listener: (error: Error) => void): unknown;
  /** How many listeners an event has. */
  listenerCount?(event: 'error'): number;
}

/** The store's log when the host gives none: the console, each line marked as the signer's. */
const consoleLogger: SignerLogger = {
  warn: (message, fields) => globalThis.console.warn(`naira-ramp: ${message}`, fields ?? {}),
};

/**
 * Keeps a pool from taking the process down: `pg`'s Pool emits `'error'` when an idle connection
 * is lost (the database restarted), and an `'error'` with no listener is thrown. A pool that
 * already has a listener (the host's own) is left alone; the next query opens a new connection.
 */
export function watchPool(pool: PostgresPool, logger: SignerLogger = consoleLogger): void {
  if (typeof pool.on !== 'function' || typeof pool.listenerCount !== 'function') return;
  if (pool.listenerCount('error') > 0) return;
  pool.on('error', outageWarning(logger, 'PostgreSQL connection error: routes that need the store answer 503 store_unavailable until it is back'));
}

/**
 * Statements prepared by name: each becomes a function of its parameters. `scope` starts every
 * name (a table prefix and what the statements are for), since a connection refuses one name for two texts.
 */
export function prepared<K extends string>(scope: string, texts: Record<K, string>): Record<K, (...values: unknown[]) => PostgresQuery> {
  const statements = {} as Record<K, (...values: unknown[]) => PostgresQuery>;
  for (const name of Object.keys(texts) as K[]) {
    const text = texts[name];
    statements[name] = (...values) => ({ name: `${scope}${name}`, text, values });
  }
  return statements;
}

/** A number a query returned (`pg` returns bigint and numeric columns as text). */
export function numberOf(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) throw new Error(`PostgreSQL returned ${String(value)} where a number was expected`);
  return number;
}
