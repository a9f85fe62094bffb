import { describe, expect, it } from 'vitest';
import { createPostgresStore, createRampSigner, type PostgresPool, type PostgresQuery } from '../../../src/server';
import { buyRequest, newReference } from '../support/chain';
import { answeredInTheEnd, createdFor, endAll, instanceOf, pgInstances, taken, userHeader } from '../support/postgres-instances';
import { expectNoSecretLogged } from '../support/redis-instances';
import { statusAt } from '../support/webhook-chain';
import { poolOf, postgresSuite } from '../../support/postgres-suites';

type Created = { transaction: { reference: string; transaction_id: string } };

postgresSuite('PostgreSQL instance tests', (server) => {
  describe('signer instances sharing one PostgreSQL', () => {
    it('make one upstream call for 200 concurrent POSTs with one key across two instances, and give every one the same transaction', async () => {
      // A duplicate waits up to waitMs for the first's answer, then is told to try again: short, so retries fit the test.
      const { instances, mock, posts } = await pgInstances(server(), 2, { mock: { faults: { route: 'onramp', latencyMs: 100 } }, waitMs: 5_000 });
      const reference = newReference();
      const answers = await Promise.all(Array.from({ length: 200 }, (_, n) => answeredInTheEnd(() => instances[n % 2]!.signer(buyRequest(reference)))));
      expect(answers.map((answer) => answer.status)).toEqual(Array(200).fill(200));
      const bodies = await Promise.all(answers.map((answer) => answer.text()));
      expect(new Set(bodies).size).toBe(1);
      expect(posts()).toBe(1);
      expect(createdFor(mock, reference)).toBe(1);
      await endAll(instances);
    });

    it('have committed every write when the browser gets its answer: a new instance replays it and answers its status', async () => {
      const { fleet, posts, prefix } = await pgInstances(server(), 0);
      // The instance's pool, with the statements it is running counted, on the pool and on the connections it lends.
      // Not counted: the signer's start-up question of how the database flushes commits, which no request awaits.
      const pool = poolOf(server());
      let running = 0;
      const count = async <T>(run: () => Promise<T>, query: PostgresQuery) => {
        if (query.text.includes('current_setting(')) return run();
        running += 1;
        try {
          return await run();
        } finally {
          running -= 1;
        }
      };
      const counted: PostgresPool = {
        query: (query) => count(() => pool.query(query), query),
        connect: async () => {
          const client = await pool.connect();
          return { pipeline: client.pipeline, query: (query) => count(() => client.query(query), query), release: (error) => client.release(error) };
        },
      };
      const store = createPostgresStore(counted, { prefix, prune: false });
      const base = instanceOf(server(), fleet);
      const signer = createRampSigner({ ...base.options, store, idempotency: { store: store.idempotency }, rateLimit: undefined });
      const reference = newReference();
      const first = await taken(() => signer(buyRequest(reference)));
      expect(first.status).toBe(200);
      expect(running).toBe(0);
      const { rows } = await pool.query(`SELECT record->>'state' AS state FROM ${prefix}idempotency WHERE key = $1`, [reference]);
      expect(rows).toEqual([{ state: 'done' }]);
      const fresh = instanceOf(server(), fleet);
      const replay = await taken(() => fresh.signer(buyRequest(reference)));
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await replay.text()).toBe(await first.text());
      expect(await statusAt((request) => taken(() => fresh.signer(request)), reference)).toBe('pending');
      expect(posts()).toBe(1);
      await endAll([base, fresh]);
      await pool.end();
    });

    it('restarted, both of them, after the database crashed too: every record and owner still answers', async () => {
      const { instances, fleet, mock, posts } = await pgInstances(server(), 2, { signer: { authorize: userHeader } });
      const made = [];
      for (let n = 0; n < 20; n += 1) {
        const reference = newReference();
        const user = n % 2 ? 'user-odd' : 'user-even';
        const answer = await taken(() => instances[n % 2]!.signer(buyRequest(reference, {}, { 'x-user': user })));
        expect(answer.status).toBe(200);
        made.push({ reference, user, other: n % 2 ? 'user-even' : 'user-odd', body: (await answer.json()) as Created });
      }
      await endAll(instances);
      await server().kill();
      await server().start();
      const restarted = [instanceOf(server(), fleet), instanceOf(server(), fleet)];
      for (const [n, { reference, user, other, body }] of made.entries()) {
        const signer = restarted[(n + 1) % 2]!.signer;
        const retry = await taken(() => signer(buyRequest(reference, {}, { 'x-user': user })));
        expect(retry.headers.get('idempotent-replayed')).toBe('true');
        expect(((await retry.json()) as Created).transaction).toEqual(body.transaction);
        const as = (userId: string) => (request: Request) => taken(() => signer(new Request(request, { headers: { 'x-user': userId } })));
        expect(await statusAt(as(user), reference)).toBe('pending');
        // Another user is told nothing of it, and cannot take its reference.
        expect(await statusAt(as(other), reference)).toBe(404);
        expect((await taken(() => signer(buyRequest(reference, {}, { 'x-user': other })))).status).toBe(404);
      }
      expect(posts()).toBe(20);
      expect(made.every(({ reference }) => createdFor(mock, reference) === 1)).toBe(true);
      expectNoSecretLogged(restarted, mock.secretKey);
      await endAll(restarted);
    });
  });
});
