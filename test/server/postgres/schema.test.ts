import { describe, expect, it } from 'vitest';
import { createPostgresStore, migrateRampStore, rampStoreSchema } from '../../../src/server';
import { freshPrefix, poolOf, postgresPoolSuite } from '../../support/postgres-suites';

postgresPoolSuite('PostgreSQL schema tests', (pool, server) => {
  const tablesOf = async (prefix: string) => {
    const { rows } = await pool().query(
      `SELECT relname AS name, relpersistence AS persistence FROM pg_class WHERE relkind = 'r' AND relname LIKE $1 ORDER BY relname`,
      [`${prefix}%`],
    );
    return rows;
  };

  describe('migrateRampStore', () => {
    it('creates four tables under the prefix, the counters unlogged (a crash empties them)', async () => {
      const prefix = freshPrefix();
      await migrateRampStore(pool(), { prefix });
      expect(await tablesOf(prefix)).toEqual([
        { name: `${prefix}counters`, persistence: 'u' },
        { name: `${prefix}entries`, persistence: 'p' },
        { name: `${prefix}idempotency`, persistence: 'p' },
        { name: `${prefix}tracked`, persistence: 'p' },
      ]);
    });

    it('changes nothing when run again, and keeps what the tables hold', async () => {
      const prefix = freshPrefix();
      await migrateRampStore(pool(), { prefix });
      const store = createPostgresStore(pool(), { prefix });
      await store.set('owner:ref', 'user-1', 60_000);
      await migrateRampStore(pool(), { prefix });
      expect(await store.get('owner:ref')).toBe('user-1');
    });

    it('lets instances that start together migrate at once', async () => {
      const pools = Array.from({ length: 4 }, () => poolOf(server()));
      try {
        const prefix = freshPrefix();
        await Promise.all(pools.flatMap((each) => [migrateRampStore(each, { prefix }), migrateRampStore(each, { prefix })]));
        expect(await tablesOf(prefix)).toHaveLength(4);
      } finally {
        await Promise.all(pools.map((each) => each.end()));
      }
    });

    it('uses the default prefix naira_ramp_ when given none', async () => {
      await migrateRampStore(pool());
      expect((await tablesOf('naira_ramp_')).map((table) => table.name)).toEqual(['naira_ramp_counters', 'naira_ramp_entries', 'naira_ramp_idempotency', 'naira_ramp_tracked']);
      expect(rampStoreSchema()).toBe(rampStoreSchema({ prefix: 'naira_ramp_' }));
    });
  });
});
