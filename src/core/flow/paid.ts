import { createMoves } from './moves';
import type { FlowShape, FlowState, ParkedTransfer } from './state';

/**
 * The rules of a transfer already made (buy: once "I have paid" is said). Its reference is the
 * narration on the person's transfer, so it never changes for that transfer: amount and vendor can be
 * corrected under it, and a separate purchase sets it aside, reachable, until it is taken up again (its
 * claim sent) or dismissed knowingly. None of these moves while a request is unsettled.
 */
export function createPaidRules<S extends string, R>(shape: FlowShape<S>) {
  type State = FlowState<S, R>;
  const { steps, review, commitment } = shape;
  const { show } = createMoves<S, R>(shape);
  const first = steps[0];
  const focus = commitment?.fields[0];
  // Where a paid transfer goes on from: the step after the one it was paid on (its pay step is not shown again).
  const afterPaid = commitment ? steps[steps.indexOf(commitment.step) + 1] : undefined;
  const fresh = (state: State): State => ({ ...state, submission: { status: 'idle', request: null }, refused: [], correcting: false, status: undefined });

  return {
    afterPaid,
    /** "Correct what I paid": the committed fields open on the first step; the reference stays. */
    correcting(state: State): State {
      if (!state.committed || state.submission.status === 'succeeded') return state;
      const submission = state.submission.status === 'failed' ? { status: 'idle' as const, request: state.submission.request } : state.submission;
      return show({ ...state, correcting: true, submission }, first, focus);
    },
    /** "Start a separate purchase": the transfer made is set aside (one at a time); the new purchase starts unpaid. */
    separated(state: State, current: ParkedTransfer): State {
      if (!state.committed || state.parked || state.submission.status === 'succeeded') return state;
      return show({ ...fresh(state), committed: false, parked: current }, first, focus);
    },
    /**
     * "Claim this payment": the transfer set aside is taken up again, paid. The one on screen takes its place
     * when it too was paid and not sent; after a receipt, a new request starts past the pay step.
     */
    unparked(state: State, current: ParkedTransfer): State {
      if (!state.parked) return state;
      const done = state.submission.status === 'succeeded';
      const parked = state.committed && !done ? current : null;
      const next: State = { ...fresh(state), committed: true, parked, reachedReview: done ? false : state.reachedReview };
      const target = next.reachedReview ? review : (afterPaid ?? first);
      return show(next, target);
    },
    dismissed: (state: State): State => (state.parked ? { ...state, parked: null } : state),
  };
}
