import { createClient } from 'redis';
import { expect } from 'vitest';
import { createMockRampService, type MockRampOptions, type MockRampService } from '../../../src/mock';
import { createRampSigner, createRampWebhookHandler, createRedisIdempotencyStore, createRedisStore, type LogFields, type RampSigner, type RampSignerOptions } from '../../../src/server';
import type { RedisServer } from '../../support/redis';
import { WEBHOOK_SECRET } from './webhook-chain';

/**
 * A client as the README's first version made it: connected, with no `'error'` listener of the
 * host's. It reconnects every 50 ms (the package's default backs off to 2 s), so a test waits less.
 */
export async function bareClient(url: string) {
  return createClient({ url, socket: { reconnectStrategy: () => 50 } }).connect();
}

type Client = Awaited<ReturnType<typeof bareClient>>;

/** One signer instance behind the load balancer: its own Redis connection, its own log. */
export type Instance = { signer: RampSigner; webhooks: (request: Request) => Promise<Response>; client: Client; lines: string[]; options: RampSignerOptions };

let prefixes = 0;

/**
 * `count` signer instances sharing one Redis (a prefix of their own per call) and one mock
 * service, each with the idempotency store, the shared store and the rate limit on Redis.
 */
export async function instancesOver(redis: RedisServer, count: number, extra: { mock?: MockRampOptions; signer?: RampSignerOptions; waitMs?: number } = {}) {
  const mock: MockRampService = createMockRampService({ maxReceived: 100_000, ...extra.mock });
  const prefix = `faults:${(prefixes += 1)}:`;
  const instances: Instance[] = [];
  for (let n = 0; n < count; n += 1) {
    const client = await bareClient(redis.url);
    const lines: string[] = [];
    const line = (message: string, fields?: LogFields) => lines.push(`${message} ${JSON.stringify(fields ?? {})}`);
    const logger = { warn: line, info: line };
    const store = createRedisStore({ client, prefix, logger });
    const options: RampSignerOptions & { webhookSecret: string } = {
      secretKey: mock.secretKey,
      businessId: 'biz_faults',
      linkTag: 'link_faults',
      baseUrl: 'https://ramp.example',
      basePath: '/api/ramp',
      env: {},
      fetch: mock.fetch,
      logger,
      webhookSecret: WEBHOOK_SECRET,
      store,
      idempotency: { store: createRedisIdempotencyStore({ client, prefix: `${prefix}idempotency:`, logger }), waitMs: extra.waitMs },
      rateLimit: { limit: 10_000, windowMs: 60_000, key: () => 'everyone', store },
      ...extra.signer,
    };
    instances.push({ signer: createRampSigner(options), webhooks: createRampWebhookHandler(options), client, lines, options });
  }
  const posts = () => mock.received.filter((r) => r.method === 'POST' && r.path === '/transactions/v1/onramp').length;
  return { mock, instances, posts, prefix };
}

/** Waits until every client has its connection back after a restart (the `redis` package reconnects on its own). */
export async function reconnected(instances: Instance[]): Promise<void> {
  for (let waited = 0; waited < 15_000; waited += 50) {
    if (instances.every((instance) => instance.client.isReady)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the Redis clients did not reconnect within 15 s');
}

/** Closes what the instances opened, ignoring clients whose Redis is gone. */
export async function closeAll(instances: Instance[]): Promise<void> {
  await Promise.all(instances.map((instance) => (instance.client.isOpen ? instance.client.close().catch(() => undefined) : undefined)));
}

/** The log grep every fault test ends with: neither secret, in any letter case, on any line of any instance. */
export function expectNoSecretLogged(instances: Array<{ lines: string[] }>, secretKey: string): void {
  const text = instances.flatMap((instance) => instance.lines).join('\n').toLowerCase();
  expect(text).not.toContain(secretKey.toLowerCase());
  expect(text).not.toContain(WEBHOOK_SECRET.toLowerCase());
}
