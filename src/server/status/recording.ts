import { normaliseStatus } from '../../core';
import { isRecord } from '../../core/is-record';
import type { SignerLogger } from '../options';
import type { ForwardTransaction, TransactionCall } from '../transactions';
import type { StatusBook } from './book';

async function record(book: StatusBook, call: TransactionCall, response: Response): Promise<void> {
  const json = (await response.json()) as unknown;
  if (!isRecord(json) || !isRecord(json.transaction)) return;
  const transaction = json.transaction;
  const serviceReference = typeof transaction.reference === 'string' && transaction.reference ? transaction.reference : undefined;
  const reference = serviceReference ?? call.idempotencyKey;
  if (reference === undefined) return;
  // The creation answer's `success` means the request was taken: pending until told otherwise.
  const status = normaliseStatus(json.status) ?? 'pending';
  await book.created({ reference, route: call.route, status, transaction }, call.idempotencyKey);
}

/**
 * Records each transaction the service created, under its reference and the POST's idempotency
 * key, so the status route answers it. Wrapped inside the idempotency guard: once per creation.
 */
export function recordingCreations(forward: ForwardTransaction, book: StatusBook, logger: SignerLogger | undefined): ForwardTransaction {
  return async (call) => {
    const response = await forward(call);
    if (response.status !== 200) return response;
    try {
      await record(book, call, response.clone());
    } catch (error) {
      // The transaction exists whatever the store did; the person must still get their answer.
      logger?.warn('could not record the new transaction for the status route', { error: error instanceof Error ? error.message : 'unknown' });
    }
    return response;
  };
}
