import { createClient } from 'redis';
import { describe, expect, it } from 'vitest';
import { createRedisIdempotencyStore } from '../../../src/server/idempotency';
import { redisClientSuite } from '../../support/redis';
import { describeIdempotencyBehaviour, expectOneCallAcrossInstances } from './cases';

redisClientSuite('Redis store tests', (client, redis) => {
  let prefixes = 0;

  // A fresh prefix per test keeps tests apart on one server; time passes for real in Redis.
  describeIdempotencyBehaviour('Redis', async (ttlMs) => ({
    store: createRedisIdempotencyStore({ client: client(), ttlMs, prefix: `test:${(prefixes += 1)}:` }),
    advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }));

  describe('Redis store specifics', () => {
    it('lets Redis expire records after ttlMs, under the configured prefix', async () => {
      const store = createRedisIdempotencyStore({ client: client(), ttlMs: 5_000, prefix: 'app-a:' });
      await store.complete('ref-9', { state: 'done', outcome: 'completed', fingerprint: 'f', response: { status: 200, headers: {}, body: '' } });
      const ttl = await client().pTTL('app-a:ref-9');
      expect(ttl).toBeGreaterThan(4_000);
      expect(ttl).toBeLessThanOrEqual(5_000);
      expect(await createRedisIdempotencyStore({ client: client(), prefix: 'app-b:' }).get('ref-9')).toBeUndefined();
    });

    it('has exactly one winner when many clients reserve the same key at once', async () => {
      const others = await Promise.all(Array.from({ length: 4 }, () => createClient({ url: redis().url }).connect()));
      try {
        const stores = [client(), ...others].map((each) => createRedisIdempotencyStore({ client: each, prefix: 'race:' }));
        const results = await Promise.all(
          stores.flatMap((store, index) =>
            Array.from({ length: 10 }, (_, n) => store.reserve('k', { state: 'pending', fingerprint: 'f', owner: `${index}-${n}`, startedAt: 0 })),
          ),
        );
        expect(results.filter((result) => result === undefined)).toHaveLength(1);
      } finally {
        await Promise.all(others.map((other) => other.close()));
      }
    });

    it('keeps one upstream call when signer instances use separate Redis connections', async () => {
      const second = await createClient({ url: redis().url }).connect();
      try {
        await expectOneCallAcrossInstances(createRedisIdempotencyStore({ client: client(), prefix: 'multi:' }), createRedisIdempotencyStore({ client: second, prefix: 'multi:' }));
      } finally {
        await second.close();
      }
    });

    it('refuses a value under its prefix that is not one of its records', async () => {
      await client().set('foreign:x', 'hello');
      await expect(createRedisIdempotencyStore({ client: client(), prefix: 'foreign:' }).get('x')).rejects.toThrow(/not an idempotency record/);
    });
  });
});
