import { isRecord } from './json';

/** Where a transaction stands, in the signer contract's words (observed-service, "States and events"). */
export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed'] as const;

/** One state of a transaction: pending → completed | failed. */
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The service's webhook events (observed-service, "States and events"); mock and receiver share them. */
export const RAMP_WEBHOOK_EVENTS = {
  /** A transaction request was created. */
  created: 'bridge.events.transaction_request.successful',
  /** A transaction's status changed (Completed, Failed). */
  updated: 'bridge.events.transaction_request.updated',
} as const;

/** True once a transaction can no longer change. */
export function isTerminalStatus(status: TransactionStatus): boolean {
  return status !== 'pending';
}

/** The answer of `GET {signer}/transactions/{reference}`. */
export type StatusAnswer<T = Record<string, unknown>> = {
  status: TransactionStatus;
  transaction: T;
  /** When the signer last learnt something of this transaction (ISO 8601). */
  updated_at: string;
};

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
