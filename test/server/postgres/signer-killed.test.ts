import { fork, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createMockRampService } from '../../../src/mock';
import { buyBody } from '../support/helpers';
import { serve, type Served } from '../support/loopback';
import { createdFor, taken } from '../support/postgres-instances';
import { freshPrefix, poolOf, postgresSuite } from '../../support/postgres-suites';
import { migrateRampStore } from '../../../src/server';

const SCRIPT = new URL('../support/signer-process.ts', import.meta.url);
// How long a retry waits on a reservation nobody finishes before asking the service's lookup.
const WAIT_MS = 300;

postgresSuite('PostgreSQL signer-killed tests', (server) => {
  const mock = createMockRampService({ maxReceived: 1_000 });
  let upstream: Served;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    upstream = await serve(mock.handle);
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await upstream.close();
  });

  /** Starts the signer process over the tables and waits until it listens. */
  async function signerProcess(prefix: string): Promise<{ child: ChildProcess; url: string }> {
    const child = fork(SCRIPT, [server().url, prefix, upstream.url, mock.secretKey, String(WAIT_MS)], { execArgv: ['--import', 'tsx'], stdio: 'ignore' });
    children.push(child);
    const { url } = await new Promise<{ url: string }>((resolve, reject) => {
      child.once('message', (message) => resolve(message as { url: string }));
      child.once('exit', (code) => reject(new Error(`the signer process exited (${code}) before it listened`)));
    });
    return { child, url };
  }

  const buy = (url: string, reference: string) =>
    fetch(`${url}/api/ramp/onramp`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': reference }, body: JSON.stringify(buyBody({ reference })) });

  it('killed (SIGKILL) while the service is creating the transaction, then restarted: the retry gets that transaction, never a second', async () => {
    const prefix = freshPrefix();
    const setup = poolOf(server());
    await migrateRampStore(setup, { prefix });
    await setup.end();
    const first = await signerProcess(prefix);
    const reference = `ref_killed_${Date.now()}`;
    // The service creates the transaction and then holds its answer: the signer dies before it comes.
    mock.setFaults({ route: 'onramp', afterCreating: true, hang: true, times: 1 });
    const lost = buy(first.url, reference).catch((error: unknown) => error);
    await vi.waitFor(() => expect(createdFor(mock, reference)).toBe(1), { timeout: 10_000 });
    first.child.kill('SIGKILL');
    expect(await lost).toBeInstanceOf(Error);

    const restarted = await signerProcess(prefix);
    const retry = await taken(() => buy(restarted.url, reference));
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(((await retry.json()) as { transaction: { reference: string } }).transaction.reference).toBe(reference);
    expect((await taken(() => buy(restarted.url, reference))).headers.get('idempotent-replayed')).toBe('true');
    expect((await fetch(`${restarted.url}/api/ramp/transactions/${reference}`)).status).toBe(200);
    expect(mock.received.filter((r) => r.method === 'POST' && r.path === '/transactions/v1/onramp')).toHaveLength(1);
    expect(createdFor(mock, reference)).toBe(1);
  });
});
