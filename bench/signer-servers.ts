/**
 * One server under load, in its own process so neither the load generator nor another server shares
 * its event loop. Roles: `mock` (the mock ramp service, the upstream of every row), and, forwarding
 * to it: `signer` (the signer through its Node adapter, its stores in memory), `signer-redis` and
 * `signer-postgres` (the same, every store on the Redis or PostgreSQL whose URL follows the
 * upstream's), `hono` (Hono's proxy helper on @hono/node-server) and `forwarder` (node:http that
 * parses the JSON, injects the identity and forwards with fetch). Started by bench/signer.ts with
 * --expose-gc; answers `cpu` with its own process.cpuUsage() and `memory` with its memory after a GC.
 */
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { proxy } from 'hono/proxy';
import pg from 'pg';
import { createClient } from 'redis';
import { createMockRampService } from '../src/mock';
import { createPostgresStore, createRampSigner, createRedisIdempotencyStore, createRedisStore, toNodeHandler, type RampSignerOptions } from '../src/server';

export const BENCH_KEY = 'sk_bench_0123456789abcdef0123456789abcdef';
export const BENCH_IDENTITY = { businessId: 'biz_bench', linkTag: 'link_bench' } as const;
/** Where every forwarding server is mounted, as the signer's `basePath`. */
export const BENCH_BASE = '/api/ramp';
/** The roles a server process can take. */
export type ServerRole = 'mock' | 'signer' | 'signer-redis' | 'signer-postgres' | 'hono' | 'forwarder';

const ONRAMP = '/transactions/v1/onramp';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    });
  });
}

/** Hono's proxy helper: streams the browser's request upstream with the secret header added. */
function honoProxy(upstream: string): RequestListener {
  const app = new Hono();
  app.post(`${BENCH_BASE}/onramp`, (c) =>
    proxy(`${upstream}${ONRAMP}`, { raw: c.req.raw, headers: { ...c.req.header(), 'service-sec-key': BENCH_KEY } }),
  );
  return getRequestListener(app.fetch);
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The least a server can do for the same job: parse, inject the identity, forward with fetch, pass the answer back. */
function jsonForwarder(upstream: string): RequestListener {
  return (req, res) => {
    void (async () => {
      const body = { ...(JSON.parse(await readText(req)) as object), business_id: BENCH_IDENTITY.businessId, link_tag: BENCH_IDENTITY.linkTag, type: 'buy_ramp' };
      const answer = await fetch(`${upstream}${ONRAMP}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'service-sec-key': BENCH_KEY },
        body: JSON.stringify(body),
      });
      const text = await answer.text();
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
    })().catch(() => res.writeHead(502).end());
  };
}

/** The signer's stores for a role: memory (none given), or everything on one Redis or one PostgreSQL, as the README sets them. */
async function storesOf(role: ServerRole, url: string | undefined): Promise<Pick<RampSignerOptions, 'store' | 'idempotency'>> {
  if (role === 'signer') return {};
  if (!url) throw new Error(`${role} needs its store's URL`);
  if (role === 'signer-redis') {
    const client = createClient({ url });
    client.on('error', () => undefined);
    await client.connect();
    return { store: createRedisStore({ client, prefix: 'bench:' }), idempotency: { store: createRedisIdempotencyStore({ client, prefix: 'bench:' }) } };
  }
  const store = createPostgresStore(new pg.Pool({ connectionString: url, pipeline: true }));
  return { store, idempotency: { store: store.idempotency } };
}

async function listener(role: ServerRole, upstream: string | undefined, storeUrl: string | undefined): Promise<{ listener: RequestListener; log?: () => number }> {
  if (role === 'mock') {
    const mock = createMockRampService({ secretKey: BENCH_KEY });
    return { listener: toNodeHandler(mock.handle), log: () => mock.received.length };
  }
  if (!upstream) throw new Error(`${role} needs the upstream URL`);
  if (role === 'hono') return { listener: honoProxy(upstream) };
  if (role === 'forwarder') return { listener: jsonForwarder(upstream) };
  const stores = await storesOf(role, storeUrl);
  return { listener: toNodeHandler(createRampSigner({ ...BENCH_IDENTITY, secretKey: BENCH_KEY, baseUrl: upstream, basePath: BENCH_BASE, env: {}, ...stores })) };
}

async function main(role: ServerRole, upstream: string | undefined, storeUrl: string | undefined): Promise<void> {
  const server = await listener(role, upstream, storeUrl);
  const url = await listen(createServer(server.listener));
  process.on('message', (message: { type: string }) => {
    if (message.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ type: 'cpu', micros: user + system });
    } else if (message.type === 'memory') {
      (globalThis as { gc?: () => void }).gc?.();
      const { heapUsed, rss } = process.memoryUsage();
      process.send?.({ type: 'memory', heapUsed, rss, log: server.log?.() });
    } else if (message.type === 'exit') {
      // A clean exit, so --cpu-prof writes its profile.
      process.exit(0);
    }
  });
  process.send?.({ type: 'ready', url });
}

if (process.send) void main(process.argv[2] as ServerRole, process.argv[3], process.argv[4]);
