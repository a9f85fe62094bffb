/**
 * Where a submission stands; `reference` is the idempotency key of the current request.
 * `checking`: the answer was lost (a timeout, a dropped connection), and the status route is being
 * asked whether the request went through before anything else is offered.
 */
export type SubmissionState = {
  status: 'idle' | 'submitting' | 'checking' | 'failed' | 'succeeded';
  reference?: string;
  /** How many times this reference has been sent. */
  attempt: number;
  /** When the request was accepted (ISO 8601), for the receipt's date and time. */
  receivedAt?: string;
};

/** A request being sent or sent: its body's fingerprint, its reference and how often it was sent. */
export type PendingRequest = { key: string; reference: string; attempt: number };
