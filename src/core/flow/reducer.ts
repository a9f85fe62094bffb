import type { FlowEvent } from './events';
import { resumedSubmission } from './kept';
import { createMoves } from './moves';
import { createPaidRules } from './paid';
import { isRetryable } from './recovery';
import { inFlight, requestOf, unsettled } from './state';
import type { FlowShape, FlowState, FlowValues, PendingRequest, Refusal, Submission } from './state';

/** The fields the signer refused whose value the person has not changed since, in screen order. */
export function stillRefused(refused: readonly Refusal[], values: FlowValues): string[] {
  return refused.filter((refusal) => refusal.value === JSON.stringify(values[refusal.field])).map((refusal) => refusal.field);
}

/**
 * The flow's rules as one function, `(state, event) → state`, for a flow of this shape: which step
 * comes next, when a reference is made or kept, what a failure shows. While what was sent is not
 * settled (on its way, looked for, or of unknown outcome), what is on screen is what was sent: every
 * move and every new start waits, and nothing makes a new reference.
 */
export function createFlowReducer<S extends string, R>(shape: FlowShape<S>) {
  const { steps, stepFields, review, receipt, revisit, commitment } = shape;
  const fields = steps.flatMap((step) => stepFields[step]);
  const { show, showField } = createMoves<S, R>(shape);
  const paid = createPaidRules<S, R>(shape);

  type State = FlowState<S, R>;
  // Moving on takes a failure's alert away; its request stays, so the same values keep their reference.
  const dismissed = (submission: Submission<R>): Submission<R> => (submission.status === 'failed' ? { status: 'idle', request: submission.request } : submission);
  const cleared = (state: State): State => ({ ...state, submission: { status: 'idle', request: null }, refused: [] });

  /**
   * One reference per request. Of unknown outcome, it is sent again as it was, body and all ("Send again").
   * A reference the flow planned (buy: the narration on the transfer) is every request's for that transfer;
   * otherwise the same values send the same reference again and changed ones are a new request. Sent again
   * after a definite answer, it is written anew from the values then.
   */
  function nextRequest(submission: Submission<R>, values: FlowValues, planned: string | undefined, fresh: string): PendingRequest {
    const last = requestOf(submission);
    if (submission.status === 'unknown' && last) return { ...last, attempt: last.attempt + 1 };
    const key = JSON.stringify(fields.map((field) => values[field]));
    const reference = planned || (last?.key === key ? last.reference : fresh);
    return last?.reference === reference ? { ...last, key, attempt: last.attempt + 1, body: undefined } : { key, reference, attempt: 1 };
  }

  return function flowReducer(state: State, event: FlowEvent<S, R>): State {
    const busy = unsettled(state.submission);
    switch (event.type) {
      case 'continued': {
        if (busy || (event.from !== undefined && event.from !== state.step)) return state;
        const refused = stillRefused(state.refused, event.values);
        // A refused value left unchanged on this step keeps the person here.
        const here = refused.find((field) => stepFields[state.step].includes(field));
        if (here) return { ...state, focus: { field: here, moves: state.focus.moves + 1 } };
        const next = { ...state, committed: state.committed || commitment?.step === state.step, correcting: false, submission: dismissed(state.submission) };
        // A corrected transfer is paid already: it goes on past its pay step.
        const after = (state.correcting && paid.afterPaid) || (steps[steps.indexOf(state.step) + 1] ?? state.step);
        const target = state.reachedReview && !revisit.includes(after) ? review : after;
        // One left unchanged further on, or one left bad on a step passed by, is shown before the review.
        const shown = refused[0] ?? event.invalid;
        return target === review && shown ? showField(next, shown) : show(next, target);
      }
      case 'went_back': {
        if (busy) return state;
        const previous = steps[steps.indexOf(state.step) - 1];
        const next = { ...state, submission: dismissed(state.submission) };
        return previous === undefined ? next : show(next, previous);
      }
      case 'opened':
        return busy ? state : show({ ...state, submission: dismissed(state.submission) }, event.step, event.field);
      case 'check_failed':
        return busy ? state : showField(state, event.field);
      case 'sending': {
        if (inFlight(state.submission)) return state;
        const request = nextRequest(state.submission, event.values, event.planned, event.fresh);
        // Sent again, the request keeps the estimate the person saw when they first confirmed it.
        const estimate = request.attempt > 1 && state.estimate ? state.estimate : event.estimate;
        return { ...state, submission: { status: 'submitting', request }, estimate };
      }
      case 'written':
        return inFlight(state.submission) ? { ...state, submission: { ...state.submission, request: { ...state.submission.request, body: event.body } } } : state;
      case 'checking':
        return state.submission.status === 'submitting' || state.submission.status === 'unknown' ? { ...state, submission: { status: 'checking', request: state.submission.request } } : state;
      case 'accepted': {
        if (!inFlight(state.submission)) return state;
        const { reference, attempt } = state.submission.request;
        const submission: Submission<R> = { status: 'succeeded', reference, attempt, receivedAt: event.at, record: event.record };
        return show({ ...state, submission, refused: [], status: event.status }, receipt);
      }
      case 'failed': {
        if (!inFlight(state.submission)) return state;
        const { request } = state.submission;
        // Sent again after an outcome never learnt, and not taken this time (or never sent): the first may still have gone through.
        if (request.uncertain && (!event.error.status || isRetryable(event.error))) return { ...state, submission: { status: 'unknown', request, lookup: 'failing' } };
        const next: State = { ...state, submission: { status: 'failed', request, error: event.error } };
        // Several wire fields may name one form field (the vendor's name, bank and number): the last one's words stand.
        const named = new Map(event.refused.map(({ field, message }) => [field, message]));
        const refused = fields.flatMap((field) => {
          const message = named.get(field);
          return message === undefined ? [] : [{ field, value: JSON.stringify(event.values[field]), message }];
        });
        // The first refused field, in screen order, is shown and focused.
        return refused[0] ? showField({ ...next, refused }, refused[0].field) : next;
      }
      case 'outcome_unknown': {
        if (!inFlight(state.submission)) return state;
        const request = { ...state.submission.request, uncertain: true };
        return { ...state, submission: { status: 'unknown', request, lookup: event.lookup } };
      }
      case 'status_changed':
        return { ...state, status: event.status };
      case 'set_aside':
        return busy || state.committed ? state : show(cleared(state), review);
      case 'correcting':
        return busy ? state : paid.correcting(state);
      case 'separated':
        return busy ? state : paid.separated(state, event.current);
      case 'unparked':
        return busy ? state : paid.unparked(state, event.current);
      case 'parked_dismissed':
        return busy ? state : paid.dismissed(state);
      case 'reset':
        return busy ? state : show({ ...cleared(state), committed: false, correcting: false, status: undefined, estimate: undefined, reachedReview: false }, steps[0]);
      case 'resumed': {
        const { submission, cut } = resumedSubmission<R>(event.kept, event.onItsWay);
        // A receipt with neither its record nor a reference to look it up by has nothing to show.
        const lost = event.kept.step === receipt && submission.status !== 'succeeded';
        const { committed, correcting, parked, estimate, reachedReview, status, refused } = event.kept;
        const step = lost ? steps[0] : cut ? review : event.kept.step;
        return { ...state, step, committed, correcting, parked, estimate, reachedReview, submission, refused, status };
      }
    }
  };
}
