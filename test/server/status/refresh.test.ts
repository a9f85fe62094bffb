import { describe, expect, it } from 'vitest';
import { createMockRampService, type MockRampOptions } from '../../../src/mock';
import { createMemoryStore, createRampSigner, createRedisStore, refreshPendingTransactions, type RampSignerOptions, type RampStore } from '../../../src/server';
import { redisClientSuite } from '../../support/redis';
import { buyRequest, newReference } from '../support/chain';
import { statusAt } from '../support/webhook-chain';

/** A signer over a mock whose transactions stay pending and whose webhooks go nowhere: only a lookup can tell. */
function quietChain(store: RampStore | undefined, mock: MockRampOptions = {}) {
  const service = createMockRampService({ lifecycle: { settleAfterMs: 3_600_000 }, ...mock });
  const options: RampSignerOptions = {
    secretKey: service.secretKey,
    businessId: 'biz_refresh',
    linkTag: 'link_refresh',
    baseUrl: 'https://ramp.example',
    basePath: '/api/ramp',
    env: {},
    fetch: service.fetch,
    ...(store ? { store } : {}),
  };
  return { service, options, signer: createRampSigner(options) };
}

const later = (ms: number) => () => Date.now() + ms;

function describeRefresh(name: string, makeStore: () => RampStore | undefined) {
  describe(`refreshPendingTransactions with ${name}`, () => {
    it('records what the lookup says for each pending transaction, then leaves the settled ones alone', async () => {
      const { service, options, signer } = quietChain(makeStore());
      const [done, refused, waiting] = [newReference(), newReference(), newReference()];
      for (const reference of [done, refused, waiting]) expect((await signer(buyRequest(reference))).status).toBe(200);
      service.settle(done, 'completed');
      service.settle(refused, 'failed');
      // Not yet: all three had news just now.
      expect(await refreshPendingTransactions(options)).toEqual({ checked: 0, settled: 0, pending: 0, failed: 0 });
      expect(await refreshPendingTransactions(options, { olderThanMs: 60_000, now: later(120_000) })).toEqual({ checked: 3, settled: 2, pending: 1, failed: 0 });
      expect([await statusAt(signer, done), await statusAt(signer, refused), await statusAt(signer, waiting)]).toEqual(['completed', 'failed', 'pending']);
      // The one still pending is asked about again only after another olderThanMs.
      expect((await refreshPendingTransactions(options, { olderThanMs: 60_000, now: later(150_000) })).checked).toBe(0);
      expect(await refreshPendingTransactions(options, { olderThanMs: 60_000, now: later(300_000) })).toEqual({ checked: 1, settled: 0, pending: 1, failed: 0 });
    });

    it('counts a lookup that fails, and asks again on a later run', async () => {
      const { options, signer } = quietChain(makeStore(), { faults: { route: 'status', status: 500, times: 1 } });
      expect((await signer(buyRequest(newReference()))).status).toBe(200);
      expect(await refreshPendingTransactions(options, { olderThanMs: 0, now: later(1_000) })).toEqual({ checked: 1, settled: 0, pending: 0, failed: 1 });
      expect(await refreshPendingTransactions(options, { olderThanMs: 0, now: later(2_000) })).toEqual({ checked: 1, settled: 0, pending: 1, failed: 0 });
    });

    it('takes the oldest first, at most limit per run', async () => {
      const { options, signer } = quietChain(makeStore());
      for (let n = 0; n < 5; n += 1) expect((await signer(buyRequest(newReference()))).status).toBe(200);
      expect((await refreshPendingTransactions(options, { olderThanMs: 0, limit: 2, now: later(1_000) })).checked).toBe(2);
      expect((await refreshPendingTransactions(options, { olderThanMs: 500, limit: 10, now: later(1_000) })).checked).toBe(3);
    });
  });
}

describeRefresh('the default memory store', () => undefined);
describeRefresh('a memory store of its own', () => createMemoryStore());

redisClientSuite('refresh over Redis', (client) => {
  let prefixes = 0;
  describeRefresh('a Redis store', () => createRedisStore({ client: client(), prefix: `refresh-test:${(prefixes += 1)}:` }));
});
