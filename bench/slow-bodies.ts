/**
 * How long a slow body holds a socket (npm run bench:slow-bodies): the signer with its defaults on
 * the Node adapter, in a `node:http` server set up as the README says, and SLOW_CLIENTS clients on
 * loopback that each send a POST's headers, then one byte of its body every SLOW_DRIP_MS. Reports
 * when the server answered and closed each socket. Every client stops when its socket closes, and
 * the run ends by itself after SLOW_GIVE_UP_MS at most.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { createMockRampService } from '../src/mock';
import { createRampSigner, toNodeHandler } from '../src/server';
import { quantile } from './stats';

const CLIENTS = Number(process.env.SLOW_CLIENTS ?? 400);
const DRIP_MS = Number(process.env.SLOW_DRIP_MS ?? 5_000);
const GIVE_UP_MS = Number(process.env.SLOW_GIVE_UP_MS ?? 60_000);

const mock = createMockRampService();
const signer = createRampSigner({ secretKey: mock.secretKey, businessId: 'biz', linkTag: 'tag', baseUrl: 'https://ramp.example', fetch: mock.fetch, env: {} });
const handle = toNodeHandler(signer);
const server = createServer((req, res) => void handle(req, res));
// What the README asks of a host's own server.
server.requestTimeout = 15_000;
server.headersTimeout = 10_000;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

type Outcome = { heldMs: number; status: string };

function slowClient(): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    const drip = setInterval(() => socket.writable && socket.write(' '), DRIP_MS);
    const giveUp = setTimeout(() => socket.destroy(), GIVE_UP_MS);
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ heldMs: performance.now() - started, status: answer.slice(9, 12) || 'none' });
    });
    socket.write(`POST /onramp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`);
  });
}

const outcomes = await Promise.all(Array.from({ length: CLIENTS }, slowClient));
server.close();
const held = outcomes.map((outcome) => outcome.heldMs).sort((a, b) => a - b);
const counts = new Map<string, number>();
for (const { status } of outcomes) counts.set(status, (counts.get(status) ?? 0) + 1);
const statuses = [...counts].map(([status, count]) => `${status} × ${count}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`${CLIENTS} clients, one body byte every ${DRIP_MS} ms: answers ${statuses.join(', ')}`);
console.log(`socket held: min ${seconds(held[0] ?? 0)}, median ${seconds(quantile(held, 0.5))}, max ${seconds(held.at(-1) ?? 0)}`);
