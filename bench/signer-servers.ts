/**
 * One server under load, in its own process so neither the load generator nor the other server shares
 * its event loop: `mock` (the mock ramp service over HTTP) or `signer <mock URL>` (the signer over HTTP
 * through the Node adapter, forwarding to it). Started by bench/signer.ts with --expose-gc; answers
 * { type: 'memory' } with its memory after a GC.
 */
import { createServer, type Server } from 'node:http';
import { createMockRampService } from '../src/mock';
import { createRampSigner, toNodeHandler } from '../src/server';

export const BENCH_KEY = 'sk_bench_0123456789abcdef0123456789abcdef';
export const BENCH_IDENTITY = { businessId: 'biz_bench', linkTag: 'link_bench' } as const;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    });
  });
}

async function main(role: string | undefined, mockUrl: string | undefined): Promise<void> {
  const mock = role === 'mock' ? createMockRampService({ secretKey: BENCH_KEY }) : undefined;
  const handler = mock
    ? mock.handle
    : createRampSigner({ ...BENCH_IDENTITY, secretKey: BENCH_KEY, baseUrl: mockUrl, basePath: '/api/ramp', env: {} });
  const url = await listen(createServer(toNodeHandler(handler)));
  process.on('message', (message: { type: string }) => {
    if (message.type !== 'memory') return;
    (globalThis as { gc?: () => void }).gc?.();
    const { heapUsed, rss } = process.memoryUsage();
    process.send?.({ type: 'memory', heapUsed, rss, log: mock?.received.length });
  });
  process.send?.({ type: 'ready', url });
}

if (process.send) void main(process.argv[2], process.argv[3]);
