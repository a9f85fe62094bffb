/**
 * Signer overhead (npm run bench:signer): the same bounded load on loopback straight to the mock
 * service and through the signer (real HTTP both ways), with requests per second, p50/p99 latency,
 * and the server process's memory before and after, to show its in-memory stores stay bounded.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { BENCH_IDENTITY, BENCH_KEY } from './signer-servers';
import { describeMachine } from './machine';
import { fixed, quantile } from './stats';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100);
const MEMORY_ROUNDS = Number(process.env.BENCH_MEMORY_ROUNDS ?? 3);

type Target = { label: string; request: (i: number) => { url: string; init: RequestInit } };
type Memory = { heapUsed: number; rss: number; log?: number };

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

function targets(mockUrl: string, signerUrl: string): Target[] {
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  return [
    {
      label: 'POST onramp straight to the mock',
      request: (i) => ({
        url: `${mockUrl}/transactions/v1/onramp`,
        init: { method: 'POST', headers: { ...json, 'service-sec-key': BENCH_KEY }, body: JSON.stringify({ ...buyBody(i), business_id: BENCH_IDENTITY.businessId, link_tag: BENCH_IDENTITY.linkTag, type: 'buy_ramp' }) },
      }),
    },
    {
      label: 'POST onramp through the signer',
      request: (i) => {
        const body = buyBody(i);
        return { url: `${signerUrl}/api/ramp/onramp`, init: { method: 'POST', headers: { ...json, 'idempotency-key': body.reference }, body: JSON.stringify(body) } };
      },
    },
    { label: 'GET vendors straight to the mock', request: () => ({ url: `${mockUrl}/transactions/v1/vendors?currency=NGN`, init: { headers: { accept: 'application/json', 'service-sec-key': BENCH_KEY } } }) },
    { label: 'GET vendors through the signer (cached list)', request: () => ({ url: `${signerUrl}/api/ramp/vendors`, init: {} }) },
  ];
}

/** Sends `total` requests with `concurrency` in flight; returns latencies (ms), elapsed time and non-200 count. */
async function load(target: Target, total: number, concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const { url, init } = target.request(i);
      const t0 = performance.now();
      const response = await fetch(url, init);
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (response.status !== 200) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, seconds: (performance.now() - started) / 1000, failures };
}

function ask(child: ChildProcess): Promise<Memory> {
  return new Promise((resolve) => {
    child.once('message', (message: Memory) => resolve(message));
    child.send({ type: 'memory' });
  });
}

const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

async function start(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(new URL('./signer-servers.ts', import.meta.url), args, { execArgv: ['--import', 'tsx', '--expose-gc'] });
  const { url } = await new Promise<{ url: string }>((resolve) => child.once('message', resolve));
  return { child, url };
}

const memoryRow = (label: string, signer: Memory, mock: Memory) =>
  `| ${label} | ${mb(signer.heapUsed)} | ${mb(signer.rss)} | ${mb(mock.heapUsed)} | ${mock.log} |`;

const mock = await start(['mock']);
const signer = await start(['signer', mock.url]);
try {
  const all = targets(mock.url, signer.url);
  for (const target of all) await load(target, 500, 20); // warm-up: JIT, connections, list cache
  const before = [await ask(signer.child), await ask(mock.child)] as const;
  const rows: string[] = [];
  for (const target of all) {
    const { latencies, seconds, failures } = await load(target, TOTAL, CONCURRENCY);
    rows.push(`| ${target.label} | ${fixed(TOTAL / seconds, 0)} | ${fixed(quantile(latencies, 0.5))} | ${fixed(quantile(latencies, 0.99))} | ${failures} |`);
  }
  const rounds = [[await ask(signer.child), await ask(mock.child)] as const];
  // More full rounds: memory that kept growing with every request would show here.
  for (let round = 1; round < MEMORY_ROUNDS; round += 1) {
    for (const target of all) await load(target, TOTAL, CONCURRENCY);
    rounds.push([await ask(signer.child), await ask(mock.child)] as const);
  }

  console.log(`## Signer overhead: ${TOTAL} requests per row, ${CONCURRENCY} concurrent, loopback HTTP, signer and mock each in its own process\n`);
  console.log(describeMachine());
  console.log('\n| Route | requests/s | p50 ms | p99 ms | non-200 |\n|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log('\n| Memory after GC | signer heap used | signer RSS | mock heap used | mock request log entries |\n|---|---|---|---|---|');
  console.log(memoryRow('after warm-up', ...before));
  rounds.forEach((memory, index) => console.log(memoryRow(`after ${(index + 1) * all.length * TOTAL} requests`, ...memory)));
} finally {
  signer.child.kill();
  mock.child.kill();
}
