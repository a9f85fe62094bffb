import type { RampError } from '../errors';
import type { TransactionStatus } from '../status';

/** What a flow is made of, as its reducer needs it: its steps and which fields each holds. */
export type FlowShape<S extends string> = {
  /** Every step in order, the first one first and the receipt last. */
  steps: readonly [S, ...S[]];
  /** The step that shows every value before the one confirm button. */
  review: S;
  /** The step after an accepted request: the receipt and its status. */
  receipt: S;
  /** Which fields each step holds, in screen order. */
  stepFields: Readonly<Record<S, readonly string[]>>;
  /** Steps shown again on the way back to the review after an edit (buy: the pay step, to pay a new vendor). */
  revisit: readonly S[];
  /** Once the person passes `step` (buy: "I have paid"), `fields` are fixed until the request is restarted. */
  commitment?: { step: S; fields: readonly string[] };
};

/** The form's values as the reducer reads them: by field name. */
export type FlowValues = Readonly<Record<string, unknown>>;

/**
 * The request a reference belongs to: `key` is the fingerprint of the values it carries, `reference` its
 * idempotency key, `attempt` how often it was sent. The same values send the same reference again.
 */
export type PendingRequest = { key: string; reference: string; attempt: number };

/**
 * Where the submission stands. `idle` keeps the last request that was not accepted, so sending the same
 * values again reuses its reference (the signer answers a retry from its store).
 */
export type Submission<R> =
  /** Nothing on its way. */
  | { status: 'idle'; request: PendingRequest | null }
  /** The request is on its way to the signer. */
  | { status: 'submitting'; request: PendingRequest }
  /** The answer was lost (a timeout, a dropped connection): the status route is asked whether the request went through. */
  | { status: 'checking'; request: PendingRequest }
  /** The signer refused the request or could not be reached; `error` says which, and what it invites. */
  | { status: 'failed'; request: PendingRequest; error: RampError }
  /** The service accepted the request; `record` is its answer (null for a receipt opened from a reference alone). */
  | { status: 'succeeded'; reference: string; attempt: number; receivedAt?: string; record: R | null };

/** A value the signer refused: which field, the value it refused (as JSON) and its words; it stands until the value changes. */
export type Refusal = { field: string; value: string; message: string };

/** Everything the flow knows beyond the form's values: every state the widget can be in is one of these. */
export type FlowState<S extends string, R> = {
  /** The step on screen. */
  step: S;
  /** Where focus went with the last move: `field`, or the step's heading when there is none. `moves` counts moves, so one to the same place is seen. */
  focus: { field?: string; moves: number };
  /** The review has been shown: after an edit, Continue goes back to it. */
  reachedReview: boolean;
  /** The person passed the commitment step (buy: said "I have paid"): its fields are fixed until a restart. */
  committed: boolean;
  submission: Submission<R>;
  /** What the signer refused, in screen order. */
  refused: readonly Refusal[];
  /** The transaction's status as last known: from the answer that created it, or from the status route since. */
  status: TransactionStatus | undefined;
};

/** Where a submission stands, as the widget shows it and keeps it across a reload. */
export type SubmissionState = {
  status: 'idle' | 'submitting' | 'checking' | 'failed' | 'succeeded';
  /** The idempotency key of the request on its way, failed or accepted. */
  reference?: string;
  /** How many times this reference has been sent. */
  attempt: number;
  /** When the request was accepted (ISO 8601), for the receipt's date and time. */
  receivedAt?: string;
};

/** What a tab keeps of a flow across a reload (beside the form's values). */
export type KeptFlow<S extends string, R> = {
  step: S;
  submission: SubmissionState;
  /** The request the reference belongs to, so confirming again after a reload reuses it. */
  pending: PendingRequest | null;
  record: R | null;
  status: TransactionStatus | undefined;
  committed: boolean;
  reachedReview: boolean;
};

/** A new flow on its first step; with `reference`, the receipt of that request (opened from a link back to the host's page). */
export function initialFlowState<S extends string, R>(shape: FlowShape<S>, reference?: string): FlowState<S, R> {
  return {
    step: reference ? shape.receipt : shape.steps[0],
    focus: { moves: 0 },
    reachedReview: false,
    committed: false,
    submission: reference ? { status: 'succeeded', reference, attempt: 0, record: null } : { status: 'idle', request: null },
    refused: [],
    status: undefined,
  };
}

/** True while a request is on its way or its answer is being looked for: the review is then what is being sent. */
export function inFlight<R>(submission: Submission<R>): submission is Extract<Submission<R>, { status: 'submitting' | 'checking' }> {
  return submission.status === 'submitting' || submission.status === 'checking';
}

/** The request the current reference belongs to, if it has not been accepted. */
export function requestOf(submission: Submission<unknown>): PendingRequest | null {
  return submission.status === 'succeeded' ? null : submission.request;
}

/** The submission as the widget shows it: its status, reference and attempt. */
export function submissionView(submission: Submission<unknown>): SubmissionState {
  if (submission.status === 'succeeded') {
    const { status, reference, attempt, receivedAt } = submission;
    return receivedAt === undefined ? { status, reference, attempt } : { status, reference, attempt, receivedAt };
  }
  if (submission.status === 'idle') return { status: 'idle', attempt: 0 };
  return { status: submission.status, reference: submission.request.reference, attempt: submission.request.attempt };
}

/** What a tab keeps of this state across a reload. */
export function keptOf<S extends string, R>(state: FlowState<S, R>): KeptFlow<S, R> {
  const { step, submission, status, committed, reachedReview } = state;
  const record = submission.status === 'succeeded' ? submission.record : null;
  return { step, submission: submissionView(submission), pending: requestOf(submission), record, status, committed, reachedReview };
}
