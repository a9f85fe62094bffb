/**
 * A signer on PostgreSQL in a process of its own, for tests that SIGKILL it mid-request:
 * `fork(this file, [databaseUrl, prefix, upstreamUrl, secretKey, waitMs], { execArgv: ['--import', 'tsx'] })`.
 * It serves on a free loopback port and sends `{ url }` to its parent once it listens.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createPostgresStore, createRampSigner, toNodeHandler } from '../../../src/server';

const [databaseUrl, prefix, baseUrl, secretKey, waitMs] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: 2_000, pipeline: true });
const store = createPostgresStore(pool, { prefix, logger: { warn: () => undefined } });
const signer = createRampSigner({
  secretKey,
  baseUrl,
  businessId: 'biz_process',
  linkTag: 'link_process',
  basePath: '/api/ramp',
  env: {},
  store,
  idempotency: { store: store.idempotency, waitMs: Number(waitMs) },
  logger: { warn: () => undefined },
});
const handle = toNodeHandler(signer);
const server = createServer((req, res) => void handle(req, res));
server.listen(0, '127.0.0.1', () => process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
