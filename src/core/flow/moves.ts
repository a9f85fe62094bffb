import type { FlowShape, FlowState } from './state';

/** How a flow of this shape shows a step: focus moved there (to `field`, else its heading), the review marked reached. */
export function createMoves<S extends string, R>({ steps, stepFields, review, commitment }: FlowShape<S>) {
  type State = FlowState<S, R>;
  const stepOf = (field: string) => steps.find((step) => stepFields[step].includes(field));
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
  return { show, showField };
}
