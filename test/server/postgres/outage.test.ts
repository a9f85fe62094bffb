import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RAMP_WEBHOOK_EVENTS } from '../../../src/core';
import { buyRequest, errorOf, newReference } from '../support/chain';
import { endAll, pgInstances, taken } from '../support/postgres-instances';
import { expectNoSecretLogged } from '../support/redis-instances';
import { delivery } from '../support/webhook-chain';
import { postgresSuite } from '../../support/postgres-suites';

const get = (path: string) => new Request(`http://shop.example/api/ramp/${path}`);

postgresSuite('PostgreSQL outage tests', (server) => {
  let setup: Awaited<ReturnType<typeof pgInstances>>;
  beforeAll(async () => {
    setup = await pgInstances(server(), 2);
    // Each pool holds an idle connection when the database goes.
    for (const { signer } of setup.instances) expect((await signer(buyRequest(newReference()))).status).toBe(200);
  });
  afterAll(async () => {
    await endAll(setup.instances);
  });

  describe('two instances whose database is killed', () => {
    it('stay up: the store gives a pool without an error listener one, which logs the lost connection', async () => {
      await server().kill();
      for (const { pool, lines } of setup.instances) {
        expect(pool.listenerCount('error')).toBe(1);
        await vi.waitFor(() => expect(lines.filter((line) => line.startsWith('PostgreSQL connection error'))).toHaveLength(1));
      }
    });

    it('answer the routes that need no store as usual, the rate limit letting requests through', async () => {
      for (const { signer, lines } of setup.instances) {
        for (const path of ['config', 'vendors', 'banks']) expect((await signer(get(path))).status).toBe(200);
        expect(lines.filter((line) => line.startsWith('rate-limit store unavailable'))).toHaveLength(1);
      }
    });

    it('answer 503 store_unavailable, retryable, to POSTs at once and in a burst, sending nothing upstream', async () => {
      const before = setup.posts();
      const burst = setup.instances.flatMap(({ signer }) => Array.from({ length: 10 }, () => signer(buyRequest(newReference()))));
      for (const response of await Promise.all(burst)) {
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('2');
        expect(await errorOf(response)).toEqual({ code: 'store_unavailable', message: expect.stringMatching(/nothing was sent/), retryable: true });
      }
      expect(setup.posts()).toBe(before);
    });

    it('answer 503 to the status route and to a webhook, so the service delivers again', async () => {
      const [{ signer, webhooks }] = setup.instances as [(typeof setup.instances)[number]];
      expect((await signer(get('transactions/ref_unknown'))).status).toBe(503);
      const hook = await webhooks(delivery({ event: RAMP_WEBHOOK_EVENTS.updated, payload: { reference: 'ref_unknown', transaction_status: 'Completed' } }));
      expect(hook.status).toBe(503);
      expect((await errorOf(hook))?.code).toBe('store_unavailable');
    });

    it('take transactions again once the database is back, without a restart of the signer', async () => {
      await server().start();
      const before = setup.posts();
      const reference = newReference();
      const [a, b] = setup.instances.map(({ signer }) => signer);
      expect((await taken(() => a!(buyRequest(reference)))).status).toBe(200);
      expect((await taken(() => b!(buyRequest(reference)))).headers.get('idempotent-replayed')).toBe('true');
      expect(setup.posts()).toBe(before + 1);
      expectNoSecretLogged(setup.instances, setup.mock.secretKey);
    });
  });
});
