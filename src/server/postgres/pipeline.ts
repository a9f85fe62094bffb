import type { PostgresClient, PostgresPool, PostgresQuery, PostgresResult } from './pool';

/** After the callbacks of this turn of the event loop (`setImmediate` where the runtime has it). */
const afterThisTurn = (run: () => void) => (typeof setImmediate === 'function' ? setImmediate(run) : setTimeout(run, 0));

type Waiting = { query: PostgresQuery; resolve: (result: PostgresResult) => void; reject: (error: unknown) => void };

/**
 * The statements issued in one turn of the event loop, sent together on one connection, as the
 * Redis client sends a tick's commands: one write and one read for the lot instead of one each.
 * Only for a pool whose connections pipeline (`pg` 8.23+: `new pg.Pool({ pipeline: true })`): each
 * statement keeps its own `Sync`, so it still commits on its own, before its caller resumes, and
 * fails on its own. The next turn's statements take another connection while this one works, so
 * commits on several connections still share the database's disk flushes. A pool that does not
 * pipeline (or has no `connect`) is asked statement by statement, as before; that is learnt from
 * its first connection. A batch in which a statement failed gives its connection back to be
 * closed: after a lost connection the pool opens a new one.
 */
export function pipelinedPool(pool: PostgresPool): PostgresPool {
  const connect = pool.connect?.bind(pool);
  if (connect === undefined) return pool;
  let pipelines: boolean | undefined;
  let turn: Waiting[] = [];

  const send = async (batch: Waiting[]): Promise<void> => {
    let client: PostgresClient;
    try {
      client = await connect();
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    pipelines = client.pipeline === true;
    if (!pipelines) {
      client.release();
      for (const { query, resolve, reject } of batch) pool.query(query).then(resolve, reject);
      return;
    }
    let failed: Error | undefined;
    const fail = (error: unknown) => (failed ??= error instanceof Error ? error : new Error(String(error)));
    // A connection lost while lent is also reported as an 'error' event, which must have a listener.
    client.on?.('error', fail);
    await Promise.all(
      batch.map(({ query, resolve, reject }) =>
        client.query(query).then(resolve, (error: unknown) => {
          fail(error);
          reject(error);
        }),
      ),
    );
    client.removeListener?.('error', fail);
    client.release(failed);
  };

  return {
    query(query) {
      if (pipelines === false) return pool.query(query);
      return new Promise((resolve, reject) => {
        if (turn.length === 0) {
          afterThisTurn(() => {
            const batch = turn;
            turn = [];
            void send(batch);
          });
        }
        turn.push({ query, resolve, reject });
      });
    },
  };
}
