import { normaliseStatus } from '../../core';
import type { SignerLogger } from '../config/types';
import type { OnCreated } from '../transactions/call';
import type { StatusBook } from './book';

/**
 * Records each transaction the service created, under its reference and the POST's idempotency
 * key, so the status route answers it. Called by the forwarder inside the idempotency guard, so
 * once per creation; a store failure is logged, never turned into a lost answer.
 */
export function recordingCreations(book: StatusBook, logger: SignerLogger | undefined): OnCreated {
  return async (call, answer) => {
    const serviceReference = answer.transaction.reference;
    const reference = typeof serviceReference === 'string' && serviceReference ? serviceReference : call.idempotencyKey;
    if (reference === undefined) return;
    // The creation answer's `success` means the request was taken: pending until told otherwise.
    const status = normaliseStatus(answer.status) ?? 'pending';
    try {
      await book.created({ reference, route: call.route, status, transaction: answer.transaction }, call.idempotencyKey);
    } catch (error) {
      logger?.warn('could not record the new transaction for the status route', { error: error instanceof Error ? error.message : 'unknown' });
    }
  };
}
