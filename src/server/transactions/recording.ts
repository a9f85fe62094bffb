import { normaliseStatus } from '../../core';
import type { KeptWrites } from '../store/kept-writes';
import type { StatusBook } from '../status/book';
import { requestPrint, type OnCreated } from './call';

/**
 * Records each transaction the service created, under its reference and the POST's idempotency
 * key, so the status route answers it (a sell with its deposit instructions). Called by the forwarder inside the idempotency guard, so
 * once per creation; a store that refuses the write gets it again once it is back (kept writes),
 * and the person's answer never waits for that.
 */
export function recordingCreations(book: StatusBook, kept: KeptWrites): OnCreated {
  return async (call, answer) => {
    const serviceReference = answer.transaction.reference;
    const reference = typeof serviceReference === 'string' && serviceReference ? serviceReference : call.idempotencyKey;
    if (reference === undefined) return;
    // The record's own status wins (test-mode transactions complete at once); else the answer's
    // `success` means the request was taken: pending until told otherwise.
    const status = answer.recordStatus ?? normaliseStatus(answer.status) ?? 'pending';
    await kept.write('the new transaction for the status route', async () => {
      const deposit = answer.deposit ? { deposit: answer.deposit } : {};
      await book.created({ reference, route: call.route, status, transaction: answer.transaction, ...deposit, request: requestPrint(call) }, call.idempotencyKey);
    });
  };
}
