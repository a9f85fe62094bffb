import type { FlowEvent } from './events';
import { inFlight, requestOf } from './state';
import type { FlowShape, FlowState, FlowValues, PendingRequest, Refusal, Submission } from './state';

/** The fields the signer refused whose value the person has not changed since, in screen order. */
export function stillRefused(refused: readonly Refusal[], values: FlowValues): string[] {
  return refused.filter((refusal) => refusal.value === JSON.stringify(values[refusal.field])).map((refusal) => refusal.field);
}

/**
 * The flow's rules as one function, `(state, event) → state`, for a flow of this shape: which step
 * comes next, when a reference is made or kept, what a failure shows. While a request is on its way,
 * what is on screen is what is being sent: every move and every new start waits for its answer.
 */
export function createFlowReducer<S extends string, R>(shape: FlowShape<S>) {
  const { steps, stepFields, review, receipt, revisit, commitment } = shape;
  const fields = steps.flatMap((step) => stepFields[step]);
  const stepOf = (field: string) => steps.find((step) => stepFields[step].includes(field));

  type State = FlowState<S, R>;
  const show = (state: State, step: S, field?: string): State => ({
    ...state,
    step,
    focus: { field, moves: state.focus.moves + 1 },
    reachedReview: state.reachedReview || step === review,
  });
  // A committed value shown again for correction (the signer refused the amount): no request was made with it, so it opens.
  const showField = (state: State, field: string): State => {
    const step = stepOf(field);
    const committed = commitment?.fields.includes(field) ? false : state.committed;
    return step === undefined ? { ...state, committed } : show({ ...state, committed }, step, field);
  };
  // Moving on takes a failure's alert away; its request stays, so the same values keep their reference.
  const dismissed = (submission: Submission<R>): Submission<R> => (submission.status === 'failed' ? { status: 'idle', request: submission.request } : submission);
  const cleared = (state: State): State => ({ ...state, submission: { status: 'idle', request: null }, refused: [] });

  return function flowReducer(state: State, event: FlowEvent<S, R>): State {
    const busy = inFlight(state.submission);
    switch (event.type) {
      case 'continued': {
        if (busy) return state;
        const refused = stillRefused(state.refused, event.values);
        // A refused value left unchanged on this step keeps the person here.
        const here = refused.find((field) => stepFields[state.step].includes(field));
        if (here) return { ...state, focus: { field: here, moves: state.focus.moves + 1 } };
        const next = { ...state, committed: state.committed || commitment?.step === state.step, submission: dismissed(state.submission) };
        const after = steps[steps.indexOf(state.step) + 1] ?? state.step;
        const target = state.reachedReview && !revisit.includes(after) ? review : after;
        // One left unchanged further on is shown before the review.
        return target === review && refused[0] ? showField(next, refused[0]) : show(next, target);
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
        return showField(state, event.field);
      case 'sending': {
        if (busy) return state;
        // One reference per request: the same values send it again; changed ones are a new request with a new
        // reference (the planned one only for the first request since the flow started or set one aside).
        const key = JSON.stringify(fields.map((field) => event.values[field]));
        const last = requestOf(state.submission);
        const request: PendingRequest =
          last?.key === key ? { ...last, attempt: last.attempt + 1 } : { key, reference: (last ? undefined : event.planned) || event.fresh, attempt: 1 };
        return { ...state, submission: { status: 'submitting', request } };
      }
      case 'checking':
        return state.submission.status === 'submitting' ? { ...state, submission: { status: 'checking', request: state.submission.request } } : state;
      case 'accepted': {
        if (!inFlight(state.submission)) return state;
        const { reference, attempt } = state.submission.request;
        const submission: Submission<R> = { status: 'succeeded', reference, attempt, receivedAt: event.at, record: event.record };
        return show({ ...state, submission, refused: [], status: event.status }, receipt);
      }
      case 'failed': {
        if (!inFlight(state.submission)) return state;
        const next: State = { ...state, submission: { status: 'failed', request: state.submission.request, error: event.error } };
        // Several wire fields may name one form field (the vendor's name, bank and number): the last one's words stand.
        const named = new Map(event.refused.map(({ field, message }) => [field, message]));
        const refused = fields.flatMap((field) => {
          const message = named.get(field);
          return message === undefined ? [] : [{ field, value: JSON.stringify(event.values[field]), message }];
        });
        // The first refused field, in screen order, is shown and focused.
        return refused[0] ? showField({ ...next, refused }, refused[0].field) : next;
      }
      case 'status_changed':
        return { ...state, status: event.status };
      case 'set_aside':
        return busy ? state : show(cleared(state), review);
      case 'restarted':
        return busy ? state : show({ ...cleared(state), committed: false }, steps[0], commitment?.fields[0]);
      case 'reset':
        return busy ? state : show({ ...cleared(state), committed: false, status: undefined, reachedReview: false }, steps[0]);
      case 'resumed': {
        const { kept } = event;
        const { reference, attempt, receivedAt } = kept.submission;
        // An accepted request comes back accepted. One the reload cut short (or that failed) keeps its request,
        // so confirming again sends the same reference, which the signer answers from its store if it went through.
        const submission: Submission<R> =
          kept.submission.status === 'succeeded' && (reference || kept.record)
            ? { status: 'succeeded', reference: reference ?? '', attempt, receivedAt, record: kept.record }
            : { status: 'idle', request: kept.pending };
        // A receipt with neither its record nor a reference to look it up by has nothing to show.
        const lost = kept.step === receipt && submission.status !== 'succeeded';
        const { committed, reachedReview, status } = kept;
        return { ...state, step: lost ? steps[0] : kept.step, committed, reachedReview, submission, refused: [], status };
      }
    }
  }
}
