import { createClient } from 'redis';
import { describe, expect, it } from 'vitest';
import { createMemoryStore, createRedisStore } from '../../../src/server/store';
import { redisClientSuite } from '../../support/redis';
import { describeStore } from './cases';

describe('memory store specifics', () => {
  it('expires keys on its clock and starts a new window', async () => {
    let clock = 0;
    const store = createMemoryStore({ now: () => clock });
    await store.set('k', 'v', 100);
    await store.increment('c', 100);
    clock = 100;
    expect(await store.get('k')).toBeUndefined();
    expect((await store.increment('c', 100)).count).toBe(1);
  });

  it('stays within its bound, dropping the least recently used', async () => {
    const store = createMemoryStore({ maxEntries: 2 });
    await store.set('a', '1', 60_000);
    await store.set('b', '2', 60_000);
    await store.get('a');
    await store.set('c', '3', 60_000);
    expect(store.size).toBe(2);
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('a')).toBe('1');
  });
});

describeStore('memory', () => createMemoryStore());

redisClientSuite('Redis store tests', (client, redis) => {
  let prefixes = 0;

  describeStore('Redis', () => createRedisStore({ client: client(), prefix: `store-test:${(prefixes += 1)}:` }));

  it('never leaves a counter without an expiry: two instances counting 5 ms windows (25 at a time) while a third client() watches', async () => {
    const second = createClient({ url: redis().url });
    const watcher = createClient({ url: redis().url });
    await Promise.all([second.connect(), watcher.connect()]);
    const stores = [client(), second].map((each) => createRedisStore({ client: each, prefix: 'race:' }));
    let running = true;
    let withoutExpiry = 0;
    let windows = 0;
    const watching = (async () => {
      while (running) if ((await watcher.pTTL('race:shared')) === -1) withoutExpiry += 1;
    })();
    // Until 50 windows have opened (a counter left without an expiry never rolls over again), at most 2,000 rounds.
    const counting = stores.map(async (store) => {
      for (let round = 0; round < 2_000 && windows < 50; round += 1) {
        const states = await Promise.all(Array.from({ length: 25 }, () => store.increment('shared', 5)));
        windows += states.filter((state) => state.count === 1).length;
        for (const state of states) expect(state.resetInMs).toBeGreaterThan(0);
      }
    });
    await Promise.all(counting);
    running = false;
    await watching;
    await Promise.all([second.close(), watcher.close()]);
    // Many windows opened and closed while counting, so the expiry was put to the test.
    expect(windows).toBeGreaterThanOrEqual(50);
    expect(withoutExpiry).toBe(0);
  });

  it('gives every Redis counter an expiry, so a window never outlives itself', async () => {
    const store = createRedisStore({ client: client(), prefix: 'ttl-test:' });
    await store.increment('client', 5_000);
    const ttl = await client().pTTL('ttl-test:client');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5_000);
  });
});
