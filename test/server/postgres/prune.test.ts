import { describe, expect, it, vi } from 'vitest';
import { createPostgresStore, migrateRampStore, pruneRampStore, type PostgresStoreOptions } from '../../../src/server';
import { freshPrefix, postgresPoolSuite } from '../../support/postgres-suites';

postgresPoolSuite('PostgreSQL pruning tests', (pool) => {
  async function storeOn(options: PostgresStoreOptions = {}) {
    const prefix = freshPrefix();
    await migrateRampStore(pool(), { prefix });
    const clock = { now: Date.now() };
    return { store: createPostgresStore(pool(), { prefix, now: () => clock.now, ...options }), clock, prefix };
  }

  const rows = async (prefix: string) => {
    const counted = await pool().query(
      `SELECT (SELECT count(*) FROM ${prefix}entries)::int AS entries, (SELECT count(*) FROM ${prefix}idempotency)::int AS idempotency, (SELECT count(*) FROM ${prefix}counters)::int AS counters`,
    );
    return counted.rows[0];
  };

  const done = { state: 'done', outcome: 'completed', fingerprint: 'f', response: { status: 200, headers: {}, body: '' } } as const;

  describe('pruneRampStore', () => {
    it('removes expired rows, at most `limit` a table, oldest first, and never a live one', async () => {
      const { store, clock, prefix } = await storeOn({ prune: false, idempotencyTtlMs: 1_000 });
      for (let n = 0; n < 5; n += 1) {
        await store.set(`status:${n}`, 'x', 1_000 + n);
        await store.idempotency.complete(`key-${n}`, done);
        await store.increment(`rate:${n}`, 1_000);
      }
      await store.set('owner:live', 'user', 60_000);
      clock.now += 1_010;
      const options = { prefix, limit: 3, now: () => clock.now };
      expect(await pruneRampStore(pool(), options)).toEqual({ entries: 3, idempotency: 3, counters: 3 });
      // The oldest expiries went first: what is left expired last.
      const left = await pool().query(`SELECT key FROM ${prefix}entries ORDER BY key`);
      expect(left.rows.map((row) => row.key)).toEqual(['owner:live', 'status:3', 'status:4']);
      expect(await pruneRampStore(pool(), options)).toEqual({ entries: 2, idempotency: 2, counters: 2 });
      expect(await pruneRampStore(pool(), options)).toEqual({ entries: 0, idempotency: 0, counters: 0 });
      expect(await rows(prefix)).toEqual({ entries: 1, idempotency: 0, counters: 0 });
      expect(await store.get('owner:live')).toBe('user');
    });

    it('refuses a limit that is not a whole number of at least 1', () => {
      expect(() => pruneRampStore(pool(), { limit: 0 })).toThrow(RangeError);
    });
  });

  describe('the store pruning itself', () => {
    it('removes expired rows as it writes, with no job to run, so a table holds its live rows and a bounded rest', async () => {
      const { store, clock, prefix } = await storeOn({ prune: { every: 10, limit: 20 } });
      for (let n = 0; n < 300; n += 1) {
        await store.set(`webhook:${n}`, '1', 50);
        clock.now += 10;
      }
      // Each write lives 50 ms of the store's clock, 10 ms apart: 5 live at any time, the rest expired.
      await vi.waitFor(async () => expect((await rows(prefix))?.entries).toBeLessThanOrEqual(5 + 20));
      expect(await store.get('webhook:299')).toBe('1');
    });

    it('leaves the tables alone with prune: false', async () => {
      const { store, clock, prefix } = await storeOn({ prune: false });
      for (let n = 0; n < 60; n += 1) await store.set(`webhook:${n}`, '1', 1);
      clock.now += 10;
      await store.set('last', '1', 60_000);
      expect((await rows(prefix))?.entries).toBe(61);
    });
  });
});
