import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockRampService } from '../../../src/mock';
import { RAMP_WEBHOOK_EVENTS } from '../../../src/core';
import { createRampSigner, createRampWebhookHandler, createRedisIdempotencyStore, createRedisStore, REPLAYED_HEADER, type RampWebhookEvent } from '../../../src/server';
import { findRedisServer, REDIS_MISSING, startRedisServer } from '../../support/redis';
import type { RedisServer } from '../../support/redis';
import { buyRequest, errorOf, lookupSeenWorking, newReference } from '../support/chain';
import { delivery, statusAt, WEBHOOK_SECRET } from '../support/webhook-chain';

const binary = findRedisServer();

if (binary === undefined) {
  // CI installs Debian's redis-server; there a missing binary is a failure, not a skip.
  if (process.env.CI) it('finds redis-server on PATH', () => expect.fail(REDIS_MISSING));
  else it.skip(`Redis signer tests skipped: ${REDIS_MISSING}`, () => undefined);
} else {
  let server: RedisServer;
  const connect = (url: string) => createClient({ url }).connect();
  const clients: Awaited<ReturnType<typeof connect>>[] = [];
  let prefixes = 0;

  beforeAll(async () => {
    server = await startRedisServer(binary);
    for (let n = 0; n < 2; n += 1) clients.push(await connect(server.url));
  }, 20_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await server?.stop();
  });

  /** One instance's options: its own Redis connection, the shared prefix and upstream. */
  function sharing(mock: ReturnType<typeof createMockRampService>, client: (typeof clients)[number], prefix: string) {
    return {
      secretKey: mock.secretKey,
      businessId: 'biz_redis',
      linkTag: 'link_redis',
      baseUrl: 'https://ramp.example',
      basePath: '/api/ramp',
      env: {},
      fetch: mock.fetch,
      store: createRedisStore({ client, prefix }),
      idempotency: { store: createRedisIdempotencyStore({ client, prefix }) },
    };
  }

  /** Two signer instances, each with its own Redis connection, sharing one store prefix and one upstream. */
  function twoInstances(faults?: Parameters<typeof createMockRampService>[0]) {
    const mock = createMockRampService(faults);
    const prefix = `signer-test:${(prefixes += 1)}:`;
    const [a, b] = clients.map((client) => createRampSigner({ ...sharing(mock, client, prefix), timeoutMs: 300 }));
    if (!a || !b) throw new Error('two clients expected');
    return { mock, a, b };
  }

  describe('signer instances sharing the Redis store', () => {
    afterEach(() => void vi.useRealTimers());
    it('make one upstream call for duplicates sent to both at once and after', async () => {
      const { mock, a, b } = twoInstances({ faults: { route: 'onramp', latencyMs: 80 } });
      const reference = newReference();
      const together = await Promise.all([a, b, a, b, b].map((signer) => signer(buyRequest(reference))));
      const later = await b(buyRequest(reference));
      expect([...together, later].map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(later.headers.get(REPLAYED_HEADER)).toBe('true');
      expect(new Set(await Promise.all([...together, later].map((r) => r.text()))).size).toBe(1);
      expect(mock.transactions).toHaveLength(1);
      expect(mock.received.filter((r) => r.path === '/transactions/v1/onramp')).toHaveLength(1);
    });

    it('answer at the other instance a retry of a request whose outcome was unknown with what the service created', async () => {
      const { mock, a, b } = twoInstances({ faults: { route: 'onramp', hang: true, afterCreating: true, times: 1 } });
      const reference = newReference();
      expect((await a(buyRequest(reference))).status).toBe(504);
      const retry = await b(buyRequest(reference));
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect((await a(buyRequest(reference))).status).toBe(200);
      expect(mock.transactions).toHaveLength(1);
    });

    it('refuse at the other instance a retry whose outcome is unknown while the lookup cannot tell', async () => {
      const { mock, a, b } = twoInstances({ faults: [{ route: 'onramp', status: 500, times: 1 }, { route: 'status', status: 500 }] });
      const reference = newReference();
      expect((await a(buyRequest(reference))).status).toBe(502);
      const retry = await b(buyRequest(reference));
      expect(retry.status).toBe(409);
      expect((await errorOf(retry))?.code).toBe('conflict');
      expect(mock.transactions).toHaveLength(0);
    });

    it('send a retry on from the other instance once the lookup says nothing was created, and only once', async () => {
      const { mock, a, b } = twoInstances();
      // Seen to work at one instance: the other believes its 404 through the shared store.
      await lookupSeenWorking(a, mock);
      mock.setFaults({ route: 'onramp', status: 500, times: 1 });
      const reference = newReference();
      expect((await a(buyRequest(reference))).status).toBe(502);
      // Right away the first may still be landing; the service's "holds nothing" is believed after the guard's wait.
      expect((await b(buyRequest(reference))).status).toBe(409);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
      expect((await b(buyRequest(reference))).status).toBe(200);
      expect((await a(buyRequest(reference))).headers.get('idempotent-replayed')).toBe('true');
      expect(mock.transactions.filter((t) => t.reference === reference)).toHaveLength(1);
    });

    it('let a retry through at the other instance after the service said 503', async () => {
      const { mock, a, b } = twoInstances({ faults: { route: 'onramp', status: 503, times: 1 } });
      const reference = newReference();
      expect((await a(buyRequest(reference))).status).toBe(502);
      expect((await b(buyRequest(reference))).status).toBe(200);
      expect(mock.transactions).toHaveLength(1);
    });
  });

  /** Two instances, each a signer and a webhook receiver on its own Redis connection, sharing one store prefix. */
  function twoHosts() {
    const mock = createMockRampService({ lifecycle: { settleAfterMs: 60_000 } });
    const prefix = `lifecycle-test:${(prefixes += 1)}:`;
    const events: RampWebhookEvent[] = [];
    const hosts = clients.map((client) => {
      const options = {
        ...sharing(mock, client, prefix),
        webhookSecret: WEBHOOK_SECRET,
        onEvent: (event: RampWebhookEvent) => void events.push(event),
      };
      return { signer: createRampSigner(options), webhooks: createRampWebhookHandler(options) };
    });
    const [a, b] = hosts;
    if (!a || !b) throw new Error('two clients expected');
    return { a, b, events };
  }

  describe('signer instances and webhook receivers sharing the Redis store', () => {
    it('agree on status: one instance creates, the other receives the webhook, both answer completed', async () => {
      const { a, b } = twoHosts();
      const reference = newReference();
      expect((await a.signer(buyRequest(reference))).status).toBe(200);
      expect(await statusAt(b.signer, reference)).toBe('pending');
      const update = { event: RAMP_WEBHOOK_EVENTS.updated, payload: { reference, type: 'Buy', transaction_status: 'Completed' } };
      expect((await b.webhooks(delivery(update))).status).toBe(200);
      expect(await statusAt(a.signer, reference)).toBe('completed');
      expect(await statusAt(b.signer, reference)).toBe('completed');
    });

    it('call onEvent once for a delivery redelivered to both instances, together and after', async () => {
      const { a, b, events } = twoHosts();
      const update = { event: RAMP_WEBHOOK_EVENTS.updated, payload: { reference: newReference(), transaction_status: 'Failed' } };
      const together = await Promise.all([a, b, a, b].map((host) => host.webhooks(delivery(update))));
      const later = await b.webhooks(delivery(update));
      expect([...together, later].map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(events).toHaveLength(1);
    });

    it('answer 404 at both for a reference neither created', async () => {
      const { a, b } = twoHosts();
      expect(await statusAt(a.signer, 'unknown-ref')).toBe(404);
      expect(await statusAt(b.signer, 'unknown-ref')).toBe(404);
    });
  });
}
