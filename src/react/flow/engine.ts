import type { FieldValues, Path } from 'react-hook-form';
import { createFlowReducer, createReference, createStore, inFlight, initialFlowState, stillRefused, submissionView, unsettled } from '../../core';
import type { FlowEvent, TransactionStatus } from '../../core';
import { toRampError } from './errors';
import { createSettle } from './settle';
import type { SendAnswer } from './sending';
import type { EngineParts } from './parts';
import type { RampEvent } from './events';
import type { FlowSpec } from './types';

/**
 * The flow's reducer in a store, and what each of the person's actions does around it: the form's checks
 * before a move, the request sent through the flow's `send`, the marks the signer's refusals leave on the
 * form, and the host's callbacks and analytics. No React here: the hooks read it with `useSyncExternalStore`.
 * `spec` gives the flow's options as they are now (the shape of its steps is read once).
 */
export function createFlowEngine<V extends FieldValues, S extends string, R>(spec: () => FlowSpec<V, S, R>) {
  const shape = spec();
  const { flow, steps, review } = shape;
  const fields = steps.flatMap((step) => shape.stepFields[step]);
  const reduce = createFlowReducer<S, R>(shape);
  // What a step needs in the form is put there as the flow arrives, before anything renders the step.
  const store = createStore(reduce, initialFlowState<S, R>(shape, shape.lifecycle.reference), (before, after) => {
    if (after.step !== before.step) spec().onEnter?.(after.step);
  });
  const state = store.getSnapshot;
  // Set before Confirm's first await, so a second click in the same instant finds it up.
  let confirming = false;
  let firstViewed = false;

  const emit = (event: RampEvent) => spec().callbacks.onEvent?.(event);
  const viewed = (step: S) => emit({ type: 'step_viewed', flow, step, index: steps.indexOf(step), total: steps.length - 1 });
  /** Applies an event; a step change is reported once (not a restored one). True when the state changed. */
  function apply(event: FlowEvent<S, R>): boolean {
    const before = state();
    store.dispatch(event);
    const after = state();
    if (after.step !== before.step && event.type !== 'resumed') {
      spec().callbacks.onStepChange?.(after.step);
      viewed(after.step);
    }
    return after !== before;
  }
  // The first bad field of a list; every bad one is marked touched, so each follows keystrokes from now on.
  function firstInvalid(list: readonly Path<V>[]): Path<V> | undefined {
    const { form } = spec();
    const bad = list.filter((field) => form.getFieldState(field).invalid);
    for (const field of bad) form.setValue(field, form.getValues(field), { shouldTouch: true });
    return bad[0];
  }

  /** What the answer to a request sent under `reference` means (see `createSettle`); one that leaves the outcome unknown is a failure the host hears of too. */
  function heard(answer: SendAnswer<R>, reference: string) {
    if (answer.outcome === 'unknown') spec().callbacks.onError?.(answer.error);
    settle(answer, reference);
  }
  const parts: EngineParts<V, S, R> = { spec, state, apply, emit, flow, heard };
  const settle = createSettle(parts);

  async function send(values: V) {
    const { submission } = state();
    if (!inFlight(submission)) return;
    const { request } = submission;
    const { reference, attempt } = request;
    emit({ type: 'submit_started', flow, reference, attempt });
    // Its answer comes to `heard`: this flow's, or that of a widget put back in its place meanwhile (see `SendRequest`).
    await spec()
      .send({ values, request, parts })
      // The flow's code could not load: nothing was sent.
      .catch((cause: unknown) => heard({ outcome: 'failed', error: toRampError(cause), refused: [] }, reference));
  }

  return {
    shape,
    /** The engine's own parts, for the actions a flow's later code adds (the buy flow's paid transfer). */
    parts,
    subscribe: store.subscribe,
    getSnapshot: state,
    emit,
    stepOf: (field: Path<V>) => steps.find((step) => shape.stepFields[step].includes(field)),
    /** Checks the step's fields; moves on when they pass (and no value the signer refused is left unchanged here), else focuses the first bad one. */
    async next() {
      const { form, stepFields } = spec();
      const from = state().step;
      const here = stepFields[from];
      if (here.length && !(await form.trigger([...here]))) {
        const field = firstInvalid(here);
        if (field) form.setFocus(field);
        return;
      }
      const values = form.getValues();
      // A jump back to the review passes the steps between: a value left bad on one (edited, then Back) is shown in its place.
      // Only those are checked, never every field: a vendor whose list is down would send a paid buy back to its amount.
      const jump = reduce(state(), { type: 'continued', values, from }).step === review;
      const passed = jump ? steps.slice(steps.indexOf(from) + 1, steps.indexOf(review)).flatMap((step) => stepFields[step]) : [];
      const invalid = passed.length && !(await form.trigger(passed)) ? firstInvalid(passed) : undefined;
      // A check on the widget's own rules clears a signer's mark, but the signer would refuse the value again: marked again.
      const still = stillRefused(state().refused, values);
      for (const { field, message } of state().refused) if (still.includes(field)) form.setError(field as Path<V>, { type: 'server', message });
      apply({ type: 'continued', values, from, invalid });
    },
    back: () => void apply({ type: 'went_back' }),
    goTo: (step: S, options?: { focus?: Path<V> }) => void apply({ type: 'opened', step, field: options?.focus }),
    /** Checks every field and sends the request (again, when its outcome is unknown); ignored while one is on its way. */
    async submit() {
      if (confirming || inFlight(state().submission)) return;
      confirming = true;
      try {
        const { form, plannedReference } = spec();
        // "Send again" sends what was sent: its values passed then, and nothing has moved since (a list may have).
        if (state().submission.status !== 'unknown' && !(await form.trigger())) {
          const field = firstInvalid(fields);
          if (field) apply({ type: 'check_failed', field });
          return;
        }
        const values = form.getValues();
        const estimate = await spec().estimateOf?.(values).catch(() => undefined);
        apply({ type: 'sending', values, planned: plannedReference?.(values), fresh: createReference(), estimate });
        await send(values);
      } finally {
        confirming = false;
      }
    },
    startNew() {
      const previousReference = submissionView(state().submission).reference;
      if (!apply({ type: 'set_aside' })) return;
      spec().onNewRequest?.();
      if (previousReference) emit({ type: 'new_request', flow, previousReference });
    },
    /** "Check again": one look on the status route for the request of unknown outcome, under its reference. */
    async check() {
      const { submission } = state();
      if (submission.status !== 'unknown') return;
      const { reference } = submission.request;
      apply({ type: 'checking' });
      const answer = await spec()
        .check(reference)
        .catch((cause: unknown) => ({ outcome: 'unknown' as const, lookup: 'failing' as const, error: toRampError(cause) }));
      settle(answer, reference);
    },
    reset() {
      if (unsettled(state().submission)) return;
      const { form, initialValues } = spec();
      form.reset(initialValues);
      apply({ type: 'reset' });
      emit({ type: 'reset', flow });
    },
    /** The status route gave a status other than the one known, with the record it returned. */
    statusChanged(status: TransactionStatus, record: R, reference: string) {
      apply({ type: 'status_changed', status });
      spec().callbacks.onStatusChange?.(status, record);
      emit({ type: 'status_changed', flow, reference, status });
    },
    /** The kept state, if any, is back: the step on screen is reported as viewed, once. */
    ready() {
      if (firstViewed) return;
      firstViewed = true;
      viewed(state().step);
    },
  };
}

/** A flow's engine (see `createFlowEngine`). */
export type FlowEngine<V extends FieldValues, S extends string, R> = ReturnType<typeof createFlowEngine<V, S, R>>;
