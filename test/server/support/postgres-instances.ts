import { expect } from 'vitest';
import { createMockRampService, type MockRampOptions, type MockRampService } from '../../../src/mock';
import { createPostgresStore, createRampSigner, createRampWebhookHandler, migrateRampStore, type FetchLike, type LogFields, type RampSigner, type RampSignerOptions } from '../../../src/server';
import { freshPrefix, poolOf, type TestPool } from '../../support/postgres-suites';
import type { PostgresServer } from '../../support/postgres';
import { WEBHOOK_SECRET } from './webhook-chain';

/** One signer instance behind the load balancer: its own pool, its own log. */
export type PgInstance = { signer: RampSigner; webhooks: (request: Request) => Promise<Response>; pool: TestPool; lines: string[]; options: RampSignerOptions };

/** What the instances share: the mock service and the tables' prefix. */
export type PgFleet = { mock: MockRampService; prefix: string; extra: FleetOptions };

/** `upstream` wraps the mock's fetch (to hold a request at the service); `waitMs` is the idempotency wait. */
type FleetOptions = { mock?: MockRampOptions; signer?: RampSignerOptions; waitMs?: number; upstream?: (mock: MockRampService) => FetchLike };

/** Who is asking, for tests of owners: the `x-user` header (anonymous without it). */
export const userHeader: RampSignerOptions['authorize'] = (request) => ({ userId: request.headers.get('x-user') ?? 'anonymous' });

/**
 * One more instance over the fleet's tables, as a process starting (or restarting) does: a new
 * pool, without an 'error' listener of the host's (the store adds its own), and a new signer.
 */
export function instanceOf(server: PostgresServer, fleet: PgFleet): PgInstance {
  const pool = poolOf(server, { listener: false });
  const lines: string[] = [];
  const line = (message: string, fields?: LogFields) => lines.push(`${message} ${JSON.stringify(fields ?? {})}`);
  const logger = { warn: line, info: line };
  const store = createPostgresStore(pool, { prefix: fleet.prefix, logger });
  const options: RampSignerOptions & { webhookSecret: string } = {
    secretKey: fleet.mock.secretKey,
    businessId: 'biz_faults',
    linkTag: 'link_faults',
    baseUrl: 'https://ramp.example',
    basePath: '/api/ramp',
    env: {},
    fetch: fleet.extra.upstream?.(fleet.mock) ?? fleet.mock.fetch,
    logger,
    webhookSecret: WEBHOOK_SECRET,
    store,
    idempotency: { store: store.idempotency, waitMs: fleet.extra.waitMs },
    rateLimit: { limit: 10_000, windowMs: 60_000, key: () => 'everyone', store },
    // The status route answers what the instances recorded: with the default 10 s before it asks the service
    // again, a test slowed by other work would read the service's own word (its test mode settles at once).
    statusStaleMs: 3_600_000,
    ...fleet.extra.signer,
  };
  return { signer: createRampSigner(options), webhooks: createRampWebhookHandler(options), pool, lines, options };
}

/** `count` signer instances over fresh tables of one PostgreSQL and one mock service. */
export async function pgInstances(server: PostgresServer, count: number, extra: FleetOptions = {}) {
  const mock = createMockRampService({ maxReceived: 100_000, ...extra.mock });
  const prefix = freshPrefix();
  const setup = poolOf(server);
  await migrateRampStore(setup, { prefix });
  await setup.end();
  const fleet: PgFleet = { mock, prefix, extra };
  const instances = Array.from({ length: count }, () => instanceOf(server, fleet));
  const posts = () => mock.received.filter((r) => r.method === 'POST' && r.path === '/transactions/v1/onramp').length;
  return { fleet, mock, instances, posts, prefix };
}

/** Ends the instances' pools. */
export async function endAll(instances: PgInstance[]): Promise<void> {
  await Promise.all(instances.map((instance) => instance.pool.end().catch(() => undefined)));
}

/** How many transactions the mock created for a reference: what the person would be charged. */
export const createdFor = (mock: MockRampService, reference: string) => mock.transactions.filter((t) => t.reference === reference).length;

/**
 * Sends until the store takes it. On a machine loaded by other work a store call can wait in the
 * pool past the signer's 1 s deadline: the answer is then 503 store_unavailable, nothing sent
 * upstream, and the request is sent again, as the widget's "Try again" does (at most 5 times).
 */
export async function taken(send: () => Promise<Response>): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await send();
    if (answer.status !== 503 || attempt === 5) return answer;
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('store_unavailable');
  }
}

/**
 * Sends until the request is answered for good, as a person pressing "Try again" does (at most 5 times):
 * besides the store's 503, a duplicate that waited `waitMs` for another instance's answer is told to try
 * again (409 `conflict`, retryable), which on a loaded machine can happen to every duplicate at once.
 */
export async function answeredInTheEnd(send: () => Promise<Response>): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await taken(send);
    if (answer.status !== 409 || attempt === 5) return answer;
    expect(((await answer.clone().json()) as { error: { code: string; retryable: boolean } }).error).toMatchObject({ code: 'conflict', retryable: true });
  }
}
