import { expect, it, vi } from 'vitest';
import type { MockRampService } from '../../../src/mock';
import type { FetchLike } from '../../../src/server';
import { buyRequest, newReference } from '../support/chain';
import { createdFor, endAll, pgInstances } from '../support/postgres-instances';
import { expectNoSecretLogged } from '../support/redis-instances';
import { statusAt } from '../support/webhook-chain';
import { postgresSuite } from '../../support/postgres-suites';

type Created = { transaction: { reference: string } };

postgresSuite('PostgreSQL killed mid-traffic', (server) => {
  it('killed (SIGKILL) and restarted under traffic at two instances: no duplicate, no lost record, no crash', async () => {
    // Each buy spends 20 ms at the service; one, `held`, stays there until the database is gone.
    const held = newReference();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let heldArrived = false;
    const upstream = (mock: MockRampService): FetchLike => async (input, init) => {
      if (String(init?.body).includes(held)) {
        heldArrived = true;
        await released;
      }
      return mock.fetch(input, init);
    };
    const { instances, mock, posts } = await pgInstances(server(), 2, { mock: { faults: { route: 'onramp', latencyMs: 20 } }, waitMs: 1_000, upstream });
    const answered = new Map<string, { status: number; body: string }>();
    const tally = { ok: 0, unavailable: 0 };
    let running = true;
    const client = async (n: number) => {
      while (running) {
        const reference = newReference();
        const answer = await instances[n % 2]!.signer(buyRequest(reference));
        answered.set(reference, { status: answer.status, body: await answer.text() });
        if (answer.status === 200) tally.ok += 1;
        if (answer.status === 503) tally.unavailable += 1;
      }
    };
    const clients = Array.from({ length: 8 }, (_, n) => client(n));

    await vi.waitFor(() => expect(tally.ok).toBeGreaterThanOrEqual(20), { timeout: 10_000 });
    const heldAnswer = instances[0]!.signer(buyRequest(held));
    await vi.waitFor(() => expect(heldArrived).toBe(true));
    await server().kill();
    // The service answers once the database is gone: the person gets the transaction, the instance keeps what it could not write.
    release();
    const heldResponse = await heldAnswer;
    expect(heldResponse.status).toBe(200);
    answered.set(held, { status: 200, body: await heldResponse.text() });
    expect(instances[0]!.lines.join('\n')).toMatch(/kept to write when the store is back/);
    await vi.waitFor(() => expect(tally.unavailable).toBeGreaterThanOrEqual(10), { timeout: 10_000 });
    await server().start();
    const atRestart = tally.ok;
    await vi.waitFor(() => expect(tally.ok).toBeGreaterThanOrEqual(atRestart + 20), { timeout: 10_000 });
    running = false;
    await Promise.all(clients);

    // Every person got the transaction, or was told nothing was sent: nothing in between.
    const ok = [...answered].filter(([, answer]) => answer.status === 200);
    expect([...answered.values()].filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
    // No duplicate: one transaction per 200, none behind a 503.
    for (const [reference, answer] of answered) expect(createdFor(mock, reference)).toBe(answer.status === 200 ? 1 : 0);
    expect(posts()).toBe(ok.length);
    // No lost record: what an instance kept while the database was away lands once it is back.
    const [a, b] = instances as [(typeof instances)[number], (typeof instances)[number]];
    await vi.waitFor(async () => {
      for (const [reference] of ok) expect(await statusAt(b.signer, reference)).toBe('pending');
    }, { timeout: 10_000, interval: 200 });
    for (const [reference, answer] of ok) {
      const retry = await a.signer(buyRequest(reference));
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(((await retry.json()) as Created).transaction).toEqual((JSON.parse(answer.body) as Created).transaction);
    }
    expect(posts()).toBe(ok.length);
    expect(instances[0]!.lines.join('\n')).toMatch(/the store is back: recorded the writes kept/);
    expectNoSecretLogged(instances, mock.secretKey);
    await endAll(instances);
  });
});
