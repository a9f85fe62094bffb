import { describe, expect, it, vi } from 'vitest';
import { createPostgresStore, migrateRampStore, type LogFields, type PostgresPool } from '../../../src/server';
import { postgresPersistence } from '../../../src/server/postgres/persistence';
import { fakeUpstream, signerWith, successFor } from '../support/helpers';
import { freshPrefix, postgresPoolSuite } from '../../support/postgres-suites';

/** A pool whose database answers the two settings as given, or fails. */
const answering = (settings: { sync: string; fsync: string } | Error): PostgresPool => ({
  query: async () => {
    if (settings instanceof Error) throw settings;
    return { rows: [settings] };
  },
});

describe('how a PostgreSQL keeps a commit, as its settings say', () => {
  it.each([
    ['synchronous_commit on, fsync on', { sync: 'on', fsync: 'on' }, 'commit'],
    ['synchronous_commit local (no standby wait), fsync on', { sync: 'local', fsync: 'on' }, 'commit'],
    ['synchronous_commit off', { sync: 'off', fsync: 'on' }, 'delayed-commit'],
    ['fsync off', { sync: 'on', fsync: 'off' }, 'delayed-commit'],
  ])('%s', async (_, settings, expected) => {
    expect(await postgresPersistence(answering(settings))).toBe(expected);
  });

  it('cannot tell when the database does not answer', async () => {
    expect(await postgresPersistence(answering(new Error('connect ECONNREFUSED')))).toBe('unknown');
  });
});

postgresPoolSuite('PostgreSQL persistence check', (pool) => {
  it('warns at start when the database acknowledges before flushing (this test server runs with fsync off)', async () => {
    const prefix = freshPrefix();
    await migrateRampStore(pool(), { prefix });
    const lines: string[] = [];
    const line = (message: string, fields?: LogFields) => void lines.push(`${message} ${JSON.stringify(fields)}`);
    const store = createPostgresStore(pool(), { prefix });
    signerWith(fakeUpstream(successFor).fetch, { store, idempotency: { store: store.idempotency }, logger: { warn: line, info: line } });
    await vi.waitFor(() => expect(lines.filter((text) => text.includes('acknowledges writes before flushing them'))).toHaveLength(2));
    expect(lines.join('\n')).toMatch(/the shared PostgreSQL store[^\n]*Exactly-once needs a PostgreSQL that flushes every commit/);
  });
});
