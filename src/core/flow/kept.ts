import type { Quote } from '../quote';
import type { TransactionStatus } from '../status';
import { requestOf } from './state';
import type { FlowState, Lookup, ParkedTransfer, PendingRequest, Refusal, Submission } from './state';

/** Where a submission stands, as the widget shows it and keeps it across a reload. */
export type SubmissionState = {
  status: 'idle' | 'submitting' | 'checking' | 'unknown' | 'failed' | 'succeeded';
  /** The idempotency key of the request on its way, failed or accepted. */
  reference?: string;
  /** How many times this reference has been sent. */
  attempt: number;
  /** When the request was accepted (ISO 8601), for the receipt's date and time. */
  receivedAt?: string;
  /** An earlier attempt's outcome was never learnt: every action keeps this reference until it is accepted. */
  uncertain?: boolean;
  /** While `unknown`: how the last look on the status route went. */
  lookup?: Lookup;
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
  correcting: boolean;
  parked: ParkedTransfer | null;
  estimate: Quote | undefined;
  reachedReview: boolean;
  /** What the signer refused: its words stay on the fields after a reload, until their values change. */
  refused: readonly Refusal[];
};

/** The submission as the widget shows it: its status, reference and attempt. */
export function submissionView(submission: Submission<unknown>): SubmissionState {
  if (submission.status === 'succeeded') {
    const { status, reference, attempt, receivedAt } = submission;
    return receivedAt === undefined ? { status, reference, attempt } : { status, reference, attempt, receivedAt };
  }
  if (submission.status === 'idle') return { status: 'idle', attempt: 0 };
  const { reference, attempt, uncertain } = submission.request;
  const lookup = submission.status === 'unknown' ? submission.lookup : undefined;
  return { status: submission.status, reference, attempt, ...(uncertain ? { uncertain } : {}), ...(lookup ? { lookup } : {}) };
}

/** What a tab keeps of this state across a reload. */
export function keptOf<S extends string, R>(state: FlowState<S, R>): KeptFlow<S, R> {
  // Everything but where focus went, which a reload sets afresh.
  const { focus: _focus, submission, ...rest } = state;
  const record = submission.status === 'succeeded' ? submission.record : null;
  return { ...rest, submission: submissionView(submission), pending: requestOf(submission), record };
}

/**
 * The submission a reload puts back. An accepted request comes back accepted. One the reload cut short
 * (on its way, looked for, or already of unknown outcome) may have gone through: it is `unknown` until it
 * is looked for, and `cut` says so; but one still on its way in this page (`onItsWay`: the widget that sent
 * it was taken out, and this one put back before its answer came) is not cut short: it comes back as it
 * was, on its way or looked for, and its answer is this flow's. One that failed keeps its request, so
 * sending again reuses the reference.
 */
export function resumedSubmission<R>(kept: KeptFlow<string, R>, onItsWay?: boolean): { submission: Submission<R>; cut: boolean } {
  const { status, reference, attempt, receivedAt, lookup } = kept.submission;
  const pending = kept.pending;
  if (status === 'succeeded' && (reference || kept.record)) return { submission: { status, reference: reference ?? '', attempt, receivedAt, record: kept.record }, cut: false };
  if (pending && (status === 'submitting' || status === 'checking' || status === 'unknown')) {
    if (onItsWay && status !== 'unknown') return { submission: { status, request: pending }, cut: false };
    return { submission: { status: 'unknown', request: { ...pending, uncertain: true }, lookup }, cut: true };
  }
  return { submission: { status: 'idle', request: pending }, cut: false };
}
