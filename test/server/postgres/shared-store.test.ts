import { describe, expect, it } from 'vitest';
import { createPostgresStore, migrateRampStore, type PostgresPool, type PostgresQuery, type PostgresStoreOptions } from '../../../src/server';
import { freshPrefix, poolOf, postgresPoolSuite, type TestPool } from '../../support/postgres-suites';
import { describeStore } from '../store/cases';

postgresPoolSuite('PostgreSQL shared store tests', (pool, server) => {
  /** A store over fresh tables, with a clock the test moves. */
  async function storeOn(over: TestPool = pool(), options: PostgresStoreOptions = {}) {
    const prefix = options.prefix ?? freshPrefix();
    await migrateRampStore(over, { prefix });
    const clock = { now: Date.now() };
    const store = createPostgresStore(over, { prefix, now: () => clock.now, ...options });
    return { store, clock, prefix };
  }

  describeStore('PostgreSQL', async () => (await storeOn()).store);

  describe('PostgreSQL store specifics', () => {
    it('expires keys on its clock, lets a new add take an expired key, and starts a new counting window', async () => {
      const { store, clock } = await storeOn();
      await store.set('k', 'v', 100);
      await store.add('claim', 'first', 100);
      expect((await store.increment('c', 100)).count).toBe(1);
      expect((await store.increment('c', 100)).count).toBe(2);
      clock.now += 99;
      expect(await store.get('k')).toBe('v');
      expect(await store.add('claim', 'second', 100)).toBe(false);
      clock.now += 1;
      expect(await store.get('k')).toBeUndefined();
      expect(await store.add('claim', 'second', 100)).toBe(true);
      expect(await store.get('claim')).toBe('second');
      expect(await store.increment('c', 100)).toEqual({ count: 1, resetInMs: 100 });
    });

    it('says how long a counting window has left', async () => {
      const { store, clock } = await storeOn();
      await store.increment('c', 60_000);
      clock.now += 15_000;
      expect(await store.increment('c', 60_000)).toEqual({ count: 2, resetInMs: 45_000 });
    });

    it('has one winner when many connections add the same key at once, and counts every increment once', async () => {
      const pools = [pool(), poolOf(server()), poolOf(server())];
      try {
        const prefix = freshPrefix();
        const stores = await Promise.all(pools.map(async (each) => (await storeOn(each, { prefix })).store));
        const wins = await Promise.all(stores.flatMap((store) => Array.from({ length: 10 }, () => store.add('delivery', 'seen', 60_000))));
        expect(wins.filter(Boolean)).toHaveLength(1);
        const counts = await Promise.all(stores.flatMap((store) => Array.from({ length: 20 }, () => store.increment('client', 60_000))));
        expect(counts.map((state) => state.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, n) => n + 1));
      } finally {
        await Promise.all(pools.slice(1).map((each) => each.end()));
      }
    });

    it('adds and tracks in one call: a key already held tracks nothing, an expired one is taken and tracked again', async () => {
      const { store, clock } = await storeOn();
      const tracked = { set: 'pending', member: 'ref-1', score: 10 };
      expect(await store.addTracked?.('status:ref-1', 'first', 100, tracked)).toBe(true);
      expect(await store.tracked('pending', 1_000, 10)).toEqual(['ref-1']);
      await store.untrack('pending', 'ref-1');
      expect(await store.addTracked?.('status:ref-1', 'second', 100, tracked)).toBe(false);
      expect(await store.get('status:ref-1')).toBe('first');
      expect(await store.tracked('pending', 1_000, 10)).toEqual([]);
      clock.now += 100;
      expect(await store.addTracked?.('status:ref-1', 'third', 100, { ...tracked, score: 20 })).toBe(true);
      expect(await store.get('status:ref-1')).toBe('third');
      expect(await store.tracked('pending', 15, 10)).toEqual([]);
      expect(await store.tracked('pending', 20, 10)).toEqual(['ref-1']);
    });

    it('keeps each prefix to its own tables', async () => {
      const a = await storeOn();
      const b = await storeOn();
      await a.store.set('owner:ref', 'user-a', 60_000);
      expect(await b.store.get('owner:ref')).toBeUndefined();
      const { rows } = await pool().query('SELECT value FROM ' + a.prefix + 'entries WHERE key = $1', ['owner:ref']);
      expect(rows).toEqual([{ value: 'user-a' }]);
    });

    it('names each statement once per text (prepared once per connection), or none with prepare: false', async () => {
      for (const prepare of [true, false]) {
        const sent: PostgresQuery[] = [];
        const spy: PostgresPool = { query: (query) => (sent.push(query), pool().query(query)) };
        const prefix = freshPrefix();
        await migrateRampStore(pool(), { prefix });
        const watched = createPostgresStore(spy, { prefix, prepare, prune: false });
        await watched.set('a', '1', 60_000);
        expect(await watched.get('a')).toBe('1');
        expect(await watched.idempotency.reserve('k', { state: 'pending', fingerprint: 'f', owner: 'o', startedAt: 0 })).toBeUndefined();
        expect(await watched.idempotency.get('k')).toMatchObject({ owner: 'o' });
        const names = sent.map((query) => query.name);
        if (!prepare) expect(names).toEqual([undefined, undefined, undefined, undefined]);
        else expect(new Set(names).size).toBe(4);
      }
    });

    it('refuses a prefix that is not a plain lower-case name, before any SQL is sent', () => {
      for (const prefix of ['Ramp_', 'ramp; DROP TABLE x;', '1ramp_', 'ramp-']) {
        expect(() => createPostgresStore(pool(), { prefix })).toThrow(/prefix must be lower-case letters/);
      }
    });
  });
});
