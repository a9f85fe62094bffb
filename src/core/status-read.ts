import { isRecord } from './json';
import type { StatusAnswer, TransactionStatus } from './status';

// Reading statuses from the wire: the status route's answers, a kept receipt, the service's records.
// Apart from `status.ts`, which a first step needs, as these are needed only once a request is made.

// The service's own words, seen in any case: `pending`, `success`, `Completed`, `Failed`. A creation
// answer's `success` means the request was taken, not that the stablecoin or Naira has moved.
const WORDS: Record<string, TransactionStatus> = {
  pending: 'pending',
  processing: 'pending',
  initiated: 'pending',
  success: 'pending',
  successful: 'pending',
  completed: 'completed',
  complete: 'completed',
  failed: 'failed',
  failure: 'failed',
  cancelled: 'failed',
  canceled: 'failed',
  declined: 'failed',
  rejected: 'failed',
};

/** Reads a status word in any case; undefined for anything it does not know (never guessed). */
export function normaliseStatus(value: unknown): TransactionStatus | undefined {
  if (typeof value !== 'string') return undefined;
  return WORDS[value.trim().toLowerCase()];
}

/** The status a transaction record states (`transaction_status`, else its `status` or `state`), read as `normaliseStatus` does. */
export function recordStatus(record: Record<string, unknown>): TransactionStatus | undefined {
  return normaliseStatus(record.transaction_status) ?? normaliseStatus(record.status) ?? normaliseStatus(record.state);
}

/**
 * Reads a status answer; the transaction is handed to `readTransaction` (the buy or sell record
 * reader), with the whole answer beside it (a sell's `deposit` sits there, as in a creation answer).
 */
export function parseStatusAnswer<T>(json: unknown, readTransaction: (raw: unknown, answer: Record<string, unknown>) => T | undefined): StatusAnswer<T> | undefined {
  if (!isRecord(json)) return undefined;
  const status = normaliseStatus(json.status);
  const transaction = readTransaction(json.transaction, json);
  if (!status || transaction === undefined) return undefined;
  const updatedAt = typeof json.updated_at === 'string' ? json.updated_at : '';
  return { status, transaction, updated_at: updatedAt };
}
