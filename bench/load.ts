/**
 * The load generator of bench:signer: node:http with a keep-alive agent (cheaper per request than
 * fetch, so the generator leaves more of the two cores to the servers), a fixed number in flight.
 */
import { Agent, request as httpRequest } from 'node:http';

/** One request to send: where, and the JSON body and headers. */
export type LoadRequest = { url: URL; method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };

/** What one load run saw: latencies in ms, elapsed seconds, answers that were not 200. */
export type LoadResult = { latencies: number[]; seconds: number; failures: number };

function send(agent: Agent, req: LoadRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = req.body === undefined ? req.headers : { ...req.headers, 'content-length': String(Buffer.byteLength(req.body)) };
    const outgoing = httpRequest(req.url, { method: req.method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(req.body);
  });
}

/** Sends `total` requests built by `make`, `concurrency` at a time over kept-alive connections. */
export async function load(make: (i: number) => LoadRequest, total: number, concurrency: number): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const req = make(next++);
      const t0 = performance.now();
      const status = await send(agent, req).catch(() => 0);
      latencies.push(performance.now() - t0);
      if (status !== 200) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { latencies, seconds, failures };
}
