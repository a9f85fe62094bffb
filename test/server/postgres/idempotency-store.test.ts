import { describe, expect, it } from 'vitest';
import { createPostgresStore, migrateRampStore } from '../../../src/server';
import { freshPrefix, poolOf, postgresPoolSuite, type TestPool } from '../../support/postgres-suites';
import { describeIdempotencyBehaviour, expectOneCallAcrossInstances } from '../idempotency/cases';

postgresPoolSuite('PostgreSQL idempotency store tests', (pool, server) => {
  /** The idempotency records over fresh tables (or the prefix given), with a clock the test moves. */
  async function recordsOn(over: TestPool, prefix = freshPrefix(), idempotencyTtlMs = 60_000) {
    await migrateRampStore(over, { prefix });
    const clock = { now: Date.now() };
    return { store: createPostgresStore(over, { prefix, idempotencyTtlMs, now: () => clock.now }).idempotency, clock, prefix };
  }

  describeIdempotencyBehaviour('PostgreSQL', async (ttlMs) => {
    const { store, clock } = await recordsOn(pool(), undefined, ttlMs);
    return { store, advance: async (ms) => void (clock.now += ms) };
  });

  describe('PostgreSQL idempotency specifics', () => {
    it('has exactly one winner when many connections reserve the same key at once', async () => {
      const pools = Array.from({ length: 4 }, () => poolOf(server()));
      try {
        const prefix = freshPrefix();
        const stores = await Promise.all([pool(), ...pools].map(async (each) => (await recordsOn(each, prefix)).store));
        const results = await Promise.all(
          stores.flatMap((store, index) => Array.from({ length: 10 }, (_, n) => store.reserve('k', { state: 'pending', fingerprint: 'f', owner: `${index}-${n}`, startedAt: 0 }))),
        );
        expect(results.filter((result) => result === undefined)).toHaveLength(1);
        // Every loser saw the winner's reservation, not a half-written one.
        expect(new Set(results.filter((result) => result !== undefined).map((result) => result?.state === 'pending' && result.owner)).size).toBe(1);
      } finally {
        await Promise.all(pools.map((each) => each.end()));
      }
    });

    it('keeps one upstream call when signer instances use separate pools', async () => {
      const second = poolOf(server());
      try {
        const prefix = freshPrefix();
        await expectOneCallAcrossInstances((await recordsOn(pool(), prefix)).store, (await recordsOn(second, prefix)).store);
      } finally {
        await second.end();
      }
    });

    it('stores the record as JSON a host can query, under the prefix, with its expiry', async () => {
      const { store, clock, prefix } = await recordsOn(pool());
      await store.complete('ref-9', { state: 'done', outcome: 'completed', fingerprint: 'f', response: { status: 200, headers: {}, body: '{"a":1}' } });
      const { rows } = await pool().query(`SELECT record->>'state' AS state, record->'response'->>'body' AS body, (extract(epoch FROM expires_at) * 1000)::float8 AS expires FROM ${prefix}idempotency WHERE key = 'ref-9'`);
      expect(rows).toEqual([{ state: 'done', body: '{"a":1}', expires: clock.now + 60_000 }]);
    });

    it('refuses a row under its prefix that is not one of its records', async () => {
      const { store, prefix } = await recordsOn(pool());
      await pool().query(`INSERT INTO ${prefix}idempotency (key, record, expires_at) VALUES ('x', '{"hello":1}', now() + interval '1 hour')`);
      await expect(store.get('x')).rejects.toThrow(/does not hold an idempotency record/);
    });
  });
});
