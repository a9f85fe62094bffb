/**
 * Signer cost against thin-proxy baselines (npm run bench:signer). One load generator, one upstream
 * (the mock service in its own process), and six ways to reach it, each server in its own process:
 * a direct call, the signer through its Node adapter with its stores in memory, on Redis and on
 * PostgreSQL, Hono's proxy helper on @hono/node-server, and a node:http JSON-inject forwarder using
 * fetch. Redis and PostgreSQL run as production would keep a transaction: Redis with an append-only
 * file flushed every second (the README's setting), PostgreSQL with its defaults (every commit
 * flushed to disk before it is acknowledged). Rounds interleave the rows; each server reports its
 * own CPU time over the measured window. Prints Markdown for BENCHMARKS.md.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrateRampStore } from '../src/server';
import { findPostgresBinaries, POSTGRES_MISSING, startPostgresServer } from '../test/support/postgres';
import { findRedisServer, REDIS_MISSING, startRedisServer } from '../test/support/redis';
import { describeMachine } from './machine';
import { load, type LoadRequest } from './load';
import { BENCH_BASE, BENCH_IDENTITY, BENCH_KEY, type ServerRole } from './signer-servers';
import { fixed, median, quantile } from './stats';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 6000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
// The signer alone then takes POSTs until it has had this many, its heap read after GC every 10,000.
const MEMORY_REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 30_000);
// BENCH_PROFILE=signer (or hono, forwarder, mock) writes a .cpuprofile of that process into BENCH_PROFILE_DIR.
const PROFILE = process.env.BENCH_PROFILE;

type Server = { child: ChildProcess; url: string };
type Row = { label: string; role: ServerRole; make: (i: number) => LoadRequest };
type Sample = { cpu: number; upstreamCpu: number; p50: number; p99: number; rps: number; failures: number };
type Memory = { heapUsed: number; rss: number; log?: number };

function ask<T>(server: Server, type: 'cpu' | 'memory'): Promise<T> {
  return new Promise((resolve) => {
    server.child.once('message', (message: T) => resolve(message));
    server.child.send({ type });
  });
}
const cpuMicros = async (server: Server) => (await ask<{ micros: number }>(server, 'cpu')).micros;

async function start(role: ServerRole, upstream?: string, storeUrl?: string): Promise<Server> {
  const profile = PROFILE === role ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR ?? '.'}`] : [];
  const child = fork(new URL('./signer-servers.ts', import.meta.url), [role, upstream, storeUrl].filter((arg) => arg !== undefined), {
    execArgv: ['--import', 'tsx', '--expose-gc', ...profile],
  });
  const { url } = await new Promise<{ url: string }>((resolve) => child.once('message', resolve));
  return { child, url };
}

const buyBody = (i: number) => ({
  amount: 25_000 + (i % 1000),
  vendor_name: 'Adaeze Okonkwo',
  vendor_bank: 'Access Bank',
  vendor_number: '0123456789',
  bank_name: 'Zenith Bank',
  account_number: '0987654321',
  network: 'stellar',
  wallet_address: 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7',
  reference: randomUUID(),
});
const identity = { business_id: BENCH_IDENTITY.businessId, link_tag: BENCH_IDENTITY.linkTag, type: 'buy_ramp' };
const json = { 'content-type': 'application/json', accept: 'application/json' };
const post = (base: string, path: string, headers: Record<string, string>, body: object): LoadRequest => ({
  url: new URL(`${base}${path}`),
  method: 'POST',
  headers: { ...json, ...headers },
  body: JSON.stringify(body),
});

function rows(urls: Record<ServerRole, string>): Row[] {
  const onramp = `${BENCH_BASE}/onramp`;
  const signerRow = (label: string, role: ServerRole): Row => ({ label, role, make: (i) => { const body = buyBody(i); return post(urls[role], onramp, { 'idempotency-key': body.reference }, body); } });
  return [
    { label: 'direct call (mock service)', role: 'mock', make: (i) => post(urls.mock, '/transactions/v1/onramp', { 'service-sec-key': BENCH_KEY }, { ...buyBody(i), ...identity }) },
    signerRow('signer (Node adapter)', 'signer'),
    signerRow('signer, stores on Redis (AOF, fsync every second)', 'signer-redis'),
    signerRow('signer, stores on PostgreSQL (every commit flushed)', 'signer-postgres'),
    // A thin proxy injects nothing: the client sends the identity fields itself, the proxy adds the secret header.
    { label: "Hono's proxy helper (@hono/node-server)", role: 'hono', make: (i) => post(urls.hono, onramp, {}, { ...buyBody(i), ...identity }) },
    { label: 'node:http JSON-inject forwarder (fetch)', role: 'forwarder', make: (i) => post(urls.forwarder, onramp, {}, buyBody(i)) },
  ];
}

async function measure(row: Row, server: Server, upstream: Server): Promise<Sample> {
  const [cpu0, up0] = [await cpuMicros(server), await cpuMicros(upstream)];
  const result = await load(row.make, REQUESTS, CONCURRENCY);
  const [cpu1, up1] = [await cpuMicros(server), await cpuMicros(upstream)];
  return {
    cpu: (cpu1 - cpu0) / REQUESTS,
    upstreamCpu: (up1 - up0) / REQUESTS,
    p50: quantile(result.latencies, 0.5),
    p99: quantile(result.latencies, 0.99),
    rps: REQUESTS / result.seconds,
    failures: result.failures,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
const pick = (samples: Sample[], key: keyof Sample) => median(samples.map((s) => s[key]));

const [redisBinary, postgresBinaries] = [findRedisServer(), findPostgresBinaries()];
if (!redisBinary) throw new Error(REDIS_MISSING);
if (!postgresBinaries) throw new Error(POSTGRES_MISSING);
const aofDir = mkdtempSync(join(tmpdir(), 'naira-ramp-bench-aof-'));
const redis = await startRedisServer(redisBinary, { persistence: { appendonly: true, dir: aofDir, fsync: 'everysec' } });
const postgres = await startPostgresServer(postgresBinaries, { durability: 'durable' });
const setup = new pg.Pool({ connectionString: postgres.url });
await migrateRampStore(setup);
await setup.end();

const mock = await start('mock');
const servers: Record<ServerRole, Server> = {
  mock,
  signer: await start('signer', mock.url),
  'signer-redis': await start('signer-redis', mock.url, redis.url),
  'signer-postgres': await start('signer-postgres', mock.url, postgres.url),
  hono: await start('hono', mock.url),
  forwarder: await start('forwarder', mock.url),
};
try {
  const all = rows(Object.fromEntries(Object.entries(servers).map(([role, server]) => [role, server.url])) as Record<ServerRole, string>);
  for (const row of all) await load(row.make, 1000, CONCURRENCY); // warm-up: JIT, connections
  const samples = new Map<Row, Sample[]>(all.map((row) => [row, []]));
  const memory: Array<[string, Memory[]]> = [['after warm-up', await Promise.all(all.map((row) => ask<Memory>(servers[row.role], 'memory')))]];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Each round starts at another row, so drift in the machine's load falls on every row alike.
    for (let k = 0; k < all.length; k += 1) {
      const row = all[(round + k) % all.length]!;
      samples.get(row)!.push(await measure(row, servers[row.role], mock));
    }
    memory.push([`after ${(round + 1) * REQUESTS} POSTs each`, await Promise.all(all.map((row) => ask<Memory>(servers[row.role], 'memory')))]);
  }

  const signerRow = all[1]!;
  console.log(`## Signer against baselines: ${ROUNDS} interleaved rounds of ${REQUESTS} POST onramp per row, ${CONCURRENCY} in flight, medians of the rounds\n`);
  console.log(describeMachine());
  console.log('\n| Server (POST onramp, same upstream) | CPU µs per request (server process) | upstream CPU µs per request | p50 ms | p99 ms | requests/s | non-200 |\n|---|---|---|---|---|---|---|');
  for (const row of all) {
    const s = samples.get(row)!;
    const failures = s.reduce((sum, x) => sum + x.failures, 0);
    console.log(`| ${row.label} | ${fixed(pick(s, 'cpu'), 0)} | ${fixed(pick(s, 'upstreamCpu'), 0)} | ${fixed(pick(s, 'p50'))} | ${fixed(pick(s, 'p99'))} | ${fixed(pick(s, 'rps'), 0)} | ${failures} |`);
  }
  const signer = samples.get(signerRow)!;
  const ratios = (of: Sample[], to: Sample[]) => (key: keyof Sample) => {
    const rounds = of.map((s, i) => s[key] / to[i]![key]);
    return `${fixed(median(rounds))}× (${fixed(Math.min(...rounds))}–${fixed(Math.max(...rounds))})`;
  };
  console.log('\n| Signer ÷ baseline (median of per-round ratios, lowest–highest round in brackets) | CPU per request | p50 | p99 | requests/s |\n|---|---|---|---|---|');
  for (const row of all.filter((r) => !r.role.startsWith('signer'))) {
    const ratio = ratios(signer, samples.get(row)!);
    console.log(`| ${row.label} | ${ratio('cpu')} | ${ratio('p50')} | ${ratio('p99')} | ${ratio('rps')} |`);
  }
  const byRole = (role: ServerRole) => samples.get(all.find((row) => row.role === role)!)!;
  console.log('\n| Stores compared (median of per-round ratios; target: PostgreSQL ≤ 1.30× Redis in CPU and p99; lowest–highest round in brackets) | CPU per request | p50 | p99 | requests/s |\n|---|---|---|---|---|');
  for (const [label, of, to] of [['PostgreSQL ÷ Redis', 'signer-postgres', 'signer-redis'], ['Redis ÷ memory', 'signer-redis', 'signer'], ['PostgreSQL ÷ memory', 'signer-postgres', 'signer']] as const) {
    const ratio = ratios(byRole(of), byRole(to));
    console.log(`| ${label} | ${ratio('cpu')} | ${ratio('p50')} | ${ratio('p99')} | ${ratio('rps')} |`);
  }
  console.log(`\n| Heap used after GC | ${all.map((row) => row.label).join(' | ')} | signer RSS | mock request log |\n|---|${all.map(() => '---|').join('')}---|---|`);
  for (const [label, [direct, signerMemory, ...rest]] of memory) {
    console.log(`| ${label} | ${[direct!, signerMemory!, ...rest].map((m) => mb(m.heapUsed)).join(' | ')} | ${mb(signerMemory!.rss)} | ${direct!.log} |`);
  }
  // Printed as each reading comes, so a slow machine still shows the rows above first.
  if (ROUNDS * REQUESTS < MEMORY_REQUESTS) console.log('\n| Signer alone, heap used after GC | POSTs received (after warm-up) | heap used | RSS |\n|---|---|---|---|');
  for (let sent = ROUNDS * REQUESTS; sent < MEMORY_REQUESTS; ) {
    const batch = Math.min(10_000 - (sent % 10_000), MEMORY_REQUESTS - sent);
    await load(signerRow.make, batch, CONCURRENCY);
    sent += batch;
    if (sent % 10_000 !== 0 && sent !== MEMORY_REQUESTS) continue;
    const m = await ask<Memory>(servers.signer, 'memory');
    console.log(`| signer (Node adapter) | ${sent} | ${mb(m.heapUsed)} | ${mb(m.rss)} |`);
  }
} finally {
  for (const server of Object.values(servers)) {
    if (PROFILE) server.child.send({ type: 'exit' });
    else server.child.kill();
  }
  await redis.stop();
  await postgres.remove();
  rmSync(aofDir, { recursive: true, force: true });
}
