/**
 * How big the PostgreSQL store's tables grow per 10,000 transactions (npx tsx bench/postgres-growth.ts):
 * half buys, half sells, each by a signed-in user, each settled by the mock half a second later with its
 * webhooks, through the signer and the webhook receiver on one store. Prints Markdown for the README.
 */
import pg from 'pg';
import { createMockRampService } from '../src/mock';
import { createPostgresStore, createRampSigner, createRampWebhookHandler, migrateRampStore, type RampSignerOptions, type RampWebhookOptions } from '../src/server';
import { findPostgresBinaries, POSTGRES_MISSING, startPostgresServer } from '../test/support/postgres';
import { buyBody, sellBody } from '../test/server/support/helpers';

const TRANSACTIONS = Number(process.env.GROWTH_TRANSACTIONS ?? 10_000);
const CONCURRENCY = 20;
const WEBHOOK_SECRET = 'whsec_growth';

const binaries = findPostgresBinaries();
if (!binaries) throw new Error(POSTGRES_MISSING);
const server = await startPostgresServer(binaries);
const pool = new pg.Pool({ connectionString: server.url, max: CONCURRENCY });
try {
  await migrateRampStore(pool);
  const store = createPostgresStore(pool);
  const target: { receive?: (request: Request) => Promise<Response> } = {};
  const mock = createMockRampService({
    maxReceived: TRANSACTIONS * 2,
    lifecycle: { settleAfterMs: 500 },
    webhooks: { url: 'https://shop.example/api/ramp/webhooks', secret: WEBHOOK_SECRET, fetch: (input, init) => target.receive!(new Request(input, init)) },
  });
  const options: RampSignerOptions & RampWebhookOptions = {
    secretKey: mock.secretKey,
    businessId: 'biz_growth',
    linkTag: 'link_growth',
    baseUrl: 'https://ramp.example',
    basePath: '/api/ramp',
    env: {},
    fetch: mock.fetch,
    webhookSecret: WEBHOOK_SECRET,
    store,
    idempotency: { store: store.idempotency },
    authorize: (request) => ({ userId: request.headers.get('x-user') ?? 'nobody' }),
  };
  const signer = createRampSigner(options);
  target.receive = createRampWebhookHandler(options);

  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let n = next++; n < TRANSACTIONS; n = next++) {
        const key = `ref_growth_${n}`;
        const [route, body] = n % 2 ? ['offramp', sellBody()] : ['onramp', buyBody({ reference: key })];
        const headers = { 'content-type': 'application/json', 'idempotency-key': key, 'x-user': `user-${n % 500}` };
        const answer = await signer(new Request(`https://shop.example/api/ramp/${route}`, { method: 'POST', headers, body: JSON.stringify(body) }));
        if (answer.status !== 200) failed += 1;
      }
    }),
  );
  // Until every transaction has settled and its webhooks landed: none left pending.
  for (let waited = 0; waited < 10_000; waited += 100) {
    await mock.webhooksIdle();
    const { rows: [left] } = await pool.query({ text: 'SELECT count(*)::int AS pending FROM naira_ramp_tracked' });
    if (left?.pending === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await pool.query({ text: 'VACUUM' });
  const mb = (bytes: unknown) => `${(Number(bytes) / 1024 ** 2).toFixed(1)} MB`;
  const { rows: [left] } = await pool.query({ text: 'SELECT count(*)::int AS pending FROM naira_ramp_tracked' });
  console.log(`${TRANSACTIONS} transactions (half buys, half sells, ${failed} not 200; ${Number(left?.pending)} not settled by the mock when measured), after VACUUM:\n`);
  console.log('| table | rows | table | indexes | kept |\n|---|---|---|---|---|');
  const kept = { entries: 'a week', idempotency: '24 hours', tracked: 'while pending', counters: 'one window' };
  for (const [table, time] of Object.entries(kept)) {
    const name = `naira_ramp_${table}`;
    const { rows } = await pool.query({ text: `SELECT count(*)::int AS rows, pg_table_size('${name}')::float8 AS table, pg_indexes_size('${name}')::float8 AS indexes FROM ${name}` });
    const row = rows[0] ?? {};
    console.log(`| \`${name}\` | ${Number(row.rows)} | ${mb(row.table)} | ${mb(row.indexes)} | ${time} |`);
  }
  const refused = mock.webhookDeliveries.filter((delivery) => delivery.status !== 200);
  if (refused.length) console.log(`\n${refused.length} webhook deliveries not answered 200: ${[...new Set(refused.map((delivery) => delivery.status))].join(', ')}`);
  mock.stop();
} finally {
  await pool.end();
  await server.remove();
}
