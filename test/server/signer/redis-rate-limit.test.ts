import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisStore, toNodeHandler } from '../../../src/server';
import { findRedisServer, REDIS_MISSING, startRedisServer } from '../../support/redis';
import type { RedisServer } from '../../support/redis';
import { chain } from '../support/chain';
import { serve, type Served } from '../support/loopback';

const binary = findRedisServer();

if (binary === undefined) {
  // CI installs Debian's redis-server; there a missing binary is a failure, not a skip.
  if (process.env.CI) it('finds redis-server on PATH', () => expect.fail(REDIS_MISSING));
  else it.skip(`Redis rate-limit tests skipped: ${REDIS_MISSING}`, () => undefined);
} else {
  let server: RedisServer;
  const connect = (url: string) => createClient({ url }).connect();
  const clients: Awaited<ReturnType<typeof connect>>[] = [];
  const served: Served[] = [];

  beforeAll(async () => {
    server = await startRedisServer(binary);
    for (let n = 0; n < 2; n += 1) clients.push(await connect(server.url));
  }, 20_000);

  afterAll(async () => {
    await Promise.all(served.map((instance) => instance.close()));
    await Promise.all(clients.map((client) => client.close()));
    await server?.stop();
  });

  /** Two signer instances (over two mocks: only the limit is shared) on their own HTTP servers, each with its own Redis connection. */
  async function twoInstances(limit: number) {
    const urls = [];
    for (const client of clients) {
      const store = createRedisStore({ client, prefix: `rl-test:${limit}:` });
      const instance = await serve(toNodeHandler(chain({ signer: { rateLimit: { limit, windowMs: 60_000, store } } }).signer), false);
      served.push(instance);
      urls.push(instance.url);
    }
    return urls;
  }

  describe('rate limit shared through Redis', () => {
    it('holds across two instances: a client over the limit on both is refused on both', async () => {
      const [a = '', b = ''] = await twoInstances(4);
      const get = (base: string) => fetch(`${base}/api/ramp/banks`).then(async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.text() }));
      const answers = [];
      // Alternating instances: each alone would allow 4, together they allow 4 in all.
      for (const base of [a, b, a, b]) answers.push(await get(base));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const overA = await get(a);
      const overB = await get(b);
      for (const over of [overA, overB]) {
        expect(over.status).toBe(429);
        expect(Number(over.retryAfter)).toBeGreaterThan(0);
        expect(Number(over.retryAfter)).toBeLessThanOrEqual(60);
        expect(JSON.parse(over.body)).toMatchObject({ error: { code: 'rate_limited', retryable: true } });
      }
    });

    it('counts concurrent requests exactly: 10 at once on two instances with a limit of 6 lets 6 through', async () => {
      const [a = '', b = ''] = await twoInstances(6);
      const statuses = await Promise.all(Array.from({ length: 10 }, (_, n) => fetch(`${n % 2 ? a : b}/api/ramp/vendors`).then(async (r) => (await r.arrayBuffer(), r.status))));
      expect(statuses.filter((status) => status === 200)).toHaveLength(6);
      expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    });
  });
}
