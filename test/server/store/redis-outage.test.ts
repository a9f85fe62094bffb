import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAMP_WEBHOOK_EVENTS } from '../../../src/core';
import { redisBinarySuite, startRedisServer, type RedisServer } from '../../support/redis';
import { buyRequest, errorOf, newReference } from '../support/chain';
import { closeAll, expectNoSecretLogged, instancesOver, reconnected } from '../support/redis-instances';
import { delivery } from '../support/webhook-chain';

const get = (path: string) => new Request(`http://shop.example/api/ramp/${path}`);
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

redisBinarySuite('Redis outage tests', (binary) => {
  let redis: RedisServer;
  let setup: Awaited<ReturnType<typeof instancesOver>>;
  beforeAll(async () => {
    redis = await startRedisServer(binary);
    setup = await instancesOver(redis, 2);
  }, 20_000);
  afterAll(async () => {
    await closeAll(setup.instances);
    await redis.stop();
  });

  describe('two instances whose Redis is killed', () => {
    it('stay up: the stores give a client without an error listener one, and log the outage once', async () => {
      await redis.kill();
      // Long enough for the client to lose the connection and fail several reconnect attempts.
      await settle(1_200);
      for (const { client, lines } of setup.instances) {
        expect(client.listenerCount('error')).toBe(1);
        expect(lines.filter((line) => line.startsWith('Redis connection error'))).toHaveLength(1);
      }
    });

    it('answer the routes that need no store as usual, the rate limit letting requests through', async () => {
      for (const { signer, lines } of setup.instances) {
        for (const path of ['config', 'vendors', 'banks']) expect((await signer(get(path))).status).toBe(200);
        expect(lines.filter((line) => line.startsWith('rate-limit store unavailable'))).toHaveLength(1);
      }
    });

    it('answer 503 store_unavailable, retryable, to POSTs at once and in a burst, sending nothing upstream', async () => {
      const burst = setup.instances.flatMap(({ signer }) => Array.from({ length: 10 }, () => signer(buyRequest(newReference()))));
      for (const response of await Promise.all(burst)) {
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('2');
        expect(await errorOf(response)).toEqual({ code: 'store_unavailable', message: expect.stringMatching(/nothing was sent/), retryable: true });
      }
      expect(setup.posts()).toBe(0);
    });

    it('answer 503 to the status route and to a webhook, so the service delivers again', async () => {
      const [{ signer, webhooks }] = setup.instances as [(typeof setup.instances)[number]];
      expect((await signer(get('transactions/ref_unknown'))).status).toBe(503);
      const hook = await webhooks(delivery({ event: RAMP_WEBHOOK_EVENTS.updated, payload: { reference: 'ref_unknown', transaction_status: 'Completed' } }));
      expect(hook.status).toBe(503);
      expect((await errorOf(hook))?.code).toBe('store_unavailable');
    });

    it('take transactions again once Redis is back, on the same port', async () => {
      redis = await startRedisServer(binary, { port: redis.port });
      await reconnected(setup.instances);
      const reference = newReference();
      const [a, b] = setup.instances.map(({ signer }) => signer);
      expect((await a!(buyRequest(reference))).status).toBe(200);
      expect((await b!(buyRequest(reference))).headers.get('idempotent-replayed')).toBe('true');
      expect(setup.posts()).toBe(1);
      expectNoSecretLogged(setup.instances, setup.mock.secretKey);
    });
  });
});
