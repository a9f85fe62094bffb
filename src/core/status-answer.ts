import { isRecord } from './is-record';
import type { StatusAnswer, TransactionStatus } from './status';

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

/** Reads a status answer; the transaction is handed to `readTransaction` (the buy or sell record reader). */
export function parseStatusAnswer<T>(json: unknown, readTransaction: (raw: unknown) => T | undefined): StatusAnswer<T> | undefined {
  if (!isRecord(json)) return undefined;
  const status = normaliseStatus(json.status);
  const transaction = readTransaction(json.transaction);
  if (!status || transaction === undefined) return undefined;
  const updatedAt = typeof json.updated_at === 'string' ? json.updated_at : '';
  return { status, transaction, updated_at: updatedAt };
}
