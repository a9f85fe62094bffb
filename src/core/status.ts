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
