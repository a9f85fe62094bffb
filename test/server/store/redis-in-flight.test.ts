import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { redisBinarySuite, startRedisServer, type RedisPersistence, type RedisServer } from '../../support/redis';
import { buyRequest, errorOf, newReference } from '../support/chain';
import { closeAll, expectNoSecretLogged, instancesOver, reconnected, type Instance } from '../support/redis-instances';
import { gate } from '../../support/gate';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds, up to 10 s; fails the test otherwise. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    if (await check()) return;
    await settle(20);
  }
  throw new Error('the condition did not hold within 10 s');
}

const statusOf = async (instance: Instance, reference: string) => (await instance.signer(new Request(`http://shop.example/api/ramp/transactions/${reference}`))).status;

redisBinarySuite('Redis in-flight fault tests', (binary) => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function persistence(aof: boolean): RedisPersistence {
    if (!aof) return { appendonly: false };
    const dir = mkdtempSync(join(tmpdir(), 'naira-ramp-aof-'));
    dirs.push(dir);
    return { appendonly: true, dir };
  }

  /**
   * Two instances over one Redis; a buy on the first is in flight (the service created it and holds
   * its answer) when Redis is SIGKILLed. Duplicates arrive at both instances meanwhile; the service
   * answers once Redis is dead.
   */
  async function killedMidPost(aof: boolean) {
    const kind = persistence(aof);
    let redis: RedisServer = await startRedisServer(binary, { persistence: kind });
    const answer = gate();
    const setup = await instancesOver(redis, 2, { mock: { faults: { route: 'onramp', until: answer.promise, afterCreating: true, times: 1 } }, waitMs: 1_500 });
    const [a, b] = setup.instances as [Instance, Instance];
    const reference = newReference();
    const first = a.signer(buyRequest(reference));
    await eventually(async () => setup.mock.transactions.length === 1);
    // Sent once the first holds the key: the first instance's join it, the other's wait on the store.
    const duplicates = [a, a, b, b].map((instance) => instance.signer(buyRequest(reference)));
    await settle(50);
    await redis.kill();
    answer.open();
    const restart = async () => {
      redis = await startRedisServer(binary, { port: redis.port, persistence: kind });
      return redis;
    };
    return { ...setup, a, b, reference, first, duplicates, restart, stop: () => redis.stop() };
  }

  describe.each([
    ['with every write persisted (AOF)', true],
    ['without persistence', false],
  ])('Redis killed while a POST is in flight, %s, the instance staying up', (_, aof) => {
    it('gives the person the transaction, then records it once Redis is back: status found, retries replayed, one transaction', async () => {
      const run = await killedMidPost(aof);
      const first = await run.first;
      expect(first.status).toBe(200);
      const transaction = ((await first.json()) as { transaction: { reference: string } }).transaction;
      expect(transaction.reference).toBe(run.reference);
      // Duplicates got the same transaction (same instance) or were told nothing was sent (the store was down).
      for (const duplicate of await Promise.all(run.duplicates)) {
        if (duplicate.status === 200) expect(((await duplicate.json()) as { transaction: unknown }).transaction).toEqual(transaction);
        else expect(await errorOf(duplicate)).toMatchObject({ code: 'store_unavailable', retryable: true });
      }
      expect((await run.b.signer(buyRequest(run.reference))).status).toBe(503);

      await run.restart();
      await reconnected(run.instances);
      // The first instance writes what it kept (its outcome, the status) once Redis is back.
      await eventually(async () => run.a.lines.some((line) => line.startsWith('the store is back: recorded the writes kept')));
      expect(await statusOf(run.b, run.reference)).toBe(200);
      const retry = await run.b.signer(buyRequest(run.reference));
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(run.posts()).toBe(1);
      expect(run.mock.transactions).toHaveLength(1);
      expect(run.a.lines.join('\n')).toMatch(/kept to write when the store is back/);
      expectNoSecretLogged(run.instances, run.mock.secretKey);
      await closeAll(run.instances);
      await run.stop();
    });
  });

  /**
   * The page's Date on a clock that runs on with real time and that a test can jump (the timers stay
   * real: Redis, its clients and the signer's waits run as they do), set before the signers are made.
   */
  const jumpableDate = () => vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('with AOF, the instance lost with its kept writes: the other finds the transaction through the lookup', async () => {
    jumpableDate();
    const run = await killedMidPost(true);
    expect((await run.first).status).toBe(200);
    await Promise.all(run.duplicates);
    // The first instance goes away for good before Redis returns: its kept writes never land.
    run.a.client.destroy();
    await run.restart();
    await reconnected([run.b]);
    // The reservation the first instance made is persisted, and older than waitMs: its outcome was never recorded.
    vi.advanceTimersByTime(1_600);
    const retry = await run.b.signer(buyRequest(run.reference));
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { transaction: { reference: string } }).transaction.reference).toBe(run.reference);
    expect(await statusOf(run.b, run.reference)).toBe(200);
    expect((await run.b.signer(buyRequest(run.reference))).headers.get('idempotent-replayed')).toBe('true');
    expect(run.posts()).toBe(1);
    expect(run.mock.transactions).toHaveLength(1);
    expectNoSecretLogged(run.instances, run.mock.secretKey);
    await closeAll([run.b]);
    await run.stop();
  });

  it('with AOF, the instance lost: the status route alone finds the transaction (a reload on the receipt)', async () => {
    jumpableDate();
    const run = await killedMidPost(true);
    await run.first;
    await Promise.all(run.duplicates);
    run.a.client.destroy();
    await run.restart();
    await reconnected([run.b]);
    vi.advanceTimersByTime(1_600);
    expect(await statusOf(run.b, run.reference)).toBe(200);
    expect(run.posts()).toBe(1);
    await closeAll([run.b]);
    await run.stop();
  });
});
