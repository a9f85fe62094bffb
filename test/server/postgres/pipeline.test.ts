import { describe, expect, it, vi } from 'vitest';
import { createPostgresStore, migrateRampStore } from '../../../src/server';
import { pipelinedPool } from '../../../src/server/postgres/pipeline';
import { freshPrefix, poolOf, postgresSuite, type TestPool } from '../../support/postgres-suites';

postgresSuite('PostgreSQL pipelining tests', (server) => {
  async function storeOver(pool: TestPool) {
    const prefix = freshPrefix();
    await migrateRampStore(pool, { prefix });
    return { store: createPostgresStore(pool, { prefix, prune: false }), prefix };
  }

  describe('statements issued in one turn of the event loop', () => {
    it('go together on one connection of a pipelining pool, each committed when its call returns', async () => {
      const pool = poolOf(server());
      const { store, prefix } = await storeOver(pool);
      const keys = Array.from({ length: 20 }, (_, n) => `k${n}`);
      await Promise.all(keys.map((key) => store.set(key, `v-${key}`, 60_000)));
      expect(pool.totalCount).toBe(1);
      // Another instance reads every one of them back.
      const other = poolOf(server());
      const reader = createPostgresStore(other, { prefix, prune: false });
      expect(await Promise.all(keys.map((key) => reader.get(key)))).toEqual(keys.map((key) => `v-${key}`));
      await Promise.all([pool.end(), other.end()]);
    });

    it('fail one by one: a statement the database refuses leaves the others of its turn their answers', async () => {
      const pool = poolOf(server());
      const batched = pipelinedPool(pool);
      const answers = await Promise.allSettled([
        batched.query({ text: 'SELECT 1::int AS n' }),
        batched.query({ text: 'SELECT no_such_column' }),
        batched.query({ text: 'SELECT 3::int AS n' }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value.rows : []))).toEqual([{ n: 1 }, { n: 3 }]);
      expect((await batched.query({ text: 'SELECT 4::int AS n' })).rows).toEqual([{ n: 4 }]);
      await pool.end();
    });

    it('fail together when their connection is lost, without an uncaught error, and the next turn gets a new connection', async () => {
      const pool = poolOf(server());
      const batched = pipelinedPool(pool);
      const other = poolOf(server());
      const lost = Promise.allSettled([batched.query({ text: 'SELECT pg_sleep(30)' }), batched.query({ text: 'SELECT pg_backend_pid() AS pid' })]);
      await vi.waitFor(async () => {
        const { rows } = await other.query(`SELECT pid FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(30)' AND state = 'active'`);
        expect(rows).toHaveLength(1);
        await other.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      });
      expect((await lost).map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
      expect((await batched.query({ text: 'SELECT 1::int AS n' })).rows).toEqual([{ n: 1 }]);
      await Promise.all([pool.end(), other.end()]);
    });

    it('are asked one by one, on as many connections, of a pool that does not pipeline', async () => {
      const pool = poolOf(server(), { pipeline: false });
      const { store } = await storeOver(pool);
      const keys = Array.from({ length: 10 }, (_, n) => `k${n}`);
      await Promise.all(keys.map((key) => store.set(key, `v-${key}`, 60_000)));
      expect(await Promise.all(keys.map((key) => store.get(key)))).toEqual(keys.map((key) => `v-${key}`));
      expect(pool.totalCount).toBeGreaterThan(1);
      await pool.end();
    });
  });
});
