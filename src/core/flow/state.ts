import type { RampError } from '../errors';
import type { Quote } from '../quote';
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
  /**
   * Once the person passes `step` (buy: "I have paid"), `fields` describe a transfer already made: they
   * change only as a correction of that transfer (its reference stays), or when it is set aside knowingly.
   * `reference` is the field holding that transfer's reference (buy: the narration on it).
   */
  commitment?: { step: S; fields: readonly string[]; reference?: string };
};

/** The form's values as the reducer reads them: by field name. */
export type FlowValues = Readonly<Record<string, unknown>>;

/**
 * The request a reference belongs to: `key` is the fingerprint of the values it carries, `reference` its
 * idempotency key, `attempt` how often it was sent. The same values send the same reference again.
 * `uncertain`: an attempt's outcome was never learnt, so until it is accepted nothing replaces it.
 * `body`: what it left with (JSON), written from the values and the lists of that moment; sent again
 * while its outcome is unknown, it leaves with exactly this, whatever the lists say after a reload.
 */
export type PendingRequest = { key: string; reference: string; attempt: number; uncertain?: boolean; body?: string };

/** How the last look on the status route for a request of unknown outcome went: it did not know it, or could not be asked. */
export type Lookup = 'not_found' | 'failing';

/**
 * Where the submission stands. `idle` keeps the last request that was not accepted, so sending the same
 * values again reuses its reference (the signer answers a retry from its store).
 */
export type Submission<R> =
  /** Nothing on its way. */
  | { status: 'idle'; request: PendingRequest | null }
  /** The request is on its way to the signer. */
  | { status: 'submitting'; request: PendingRequest }
  /** The answer was lost (a timeout, a dropped connection), or "Check again": the status route is asked whether the request went through. */
  | { status: 'checking'; request: PendingRequest }
  /**
   * Whether the request went through is not known (the answer was lost, the signer said it may have gone
   * through, a reload cut it short) and the status route did not find it, or it was sent again and not
   * taken that time. Its reference stays: "Check again" asks the status route, "Send again" sends the same
   * request under the same key.
   */
  | { status: 'unknown'; request: PendingRequest; lookup?: Lookup }
  /** The signer refused the request or could not be reached; `error` says which, and what it invites. */
  | { status: 'failed'; request: PendingRequest; error: RampError }
  /** The service accepted the request; `record` is its answer (null for a receipt opened from a reference alone). */
  | { status: 'succeeded'; reference: string; attempt: number; receivedAt?: string; record: R | null };

/** A value the signer refused: which field, the value it refused (as JSON) and its words; it stands until the value changes. */
export type Refusal = { field: string; value: string; message: string };

/**
 * A paid transfer set aside while the person makes a separate purchase: its reference (the narration on
 * the transfer) and the values that describe it (buy: amount, vendor, window). It stays until its claim is
 * sent (it is taken up again) or the person dismisses it knowingly.
 */
export type ParkedTransfer = { reference: string; values: Readonly<Record<string, string>> };

/** Everything the flow knows beyond the form's values: every state the widget can be in is one of these. */
export type FlowState<S extends string, R> = {
  /** The step on screen. */
  step: S;
  /** Where focus went with the last move: `field`, or the step's heading when there is none. `moves` counts moves, so one to the same place is seen. */
  focus: { field?: string; moves: number };
  /** The review has been shown: after an edit, Continue goes back to it. */
  reachedReview: boolean;
  /** The person passed the commitment step (buy: said "I have paid"): its fields describe a transfer made. */
  committed: boolean;
  /** The committed fields are open to correct the transfer already made (its reference stays); Continue goes on past the commitment step. */
  correcting: boolean;
  /** A paid transfer set aside for a separate purchase, until its claim is sent or it is dismissed. */
  parked: ParkedTransfer | null;
  submission: Submission<R>;
  /** The quote shown when the request was sent, for the receipt: what the person was told, kept across a reload. */
  estimate: Quote | undefined;
  /** What the signer refused, in screen order. */
  refused: readonly Refusal[];
  /** The transaction's status as last known: from the answer that created it, or from the status route since. */
  status: TransactionStatus | undefined;
};

/** A new flow on its first step; with `reference`, the receipt of that request (opened from a link back to the host's page). */
export function initialFlowState<S extends string, R>(shape: FlowShape<S>, reference?: string): FlowState<S, R> {
  return {
    step: reference ? shape.receipt : shape.steps[0],
    focus: { moves: 0 },
    reachedReview: false,
    committed: false,
    correcting: false,
    parked: null,
    estimate: undefined,
    submission: reference ? { status: 'succeeded', reference, attempt: 0, record: null } : { status: 'idle', request: null },
    refused: [],
    status: undefined,
  };
}

/** True while a request is on its way or its answer is being looked for: the review is then what is being sent. */
export function inFlight<R>(submission: Submission<R>): submission is Extract<Submission<R>, { status: 'submitting' | 'checking' }> {
  return submission.status === 'submitting' || submission.status === 'checking';
}

/** True while what was sent is not settled: on its way, being looked for, or of unknown outcome. Nothing then moves or starts anew. */
export function unsettled<R>(submission: Submission<R>): boolean {
  return inFlight(submission) || submission.status === 'unknown';
}

/** The request the current reference belongs to, if it has not been accepted. */
export function requestOf(submission: Submission<unknown>): PendingRequest | null {
  return submission.status === 'succeeded' ? null : submission.request;
}
