import { useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { recoveryOf, submissionView } from '../../core';
import type { FlowState } from '../../core';
import { useLatest } from '../hooks/useLatest';
import { createFlowEngine } from './engine';
import type { FlowEngine } from './engine';
import { useFlowResume } from './resume/useFlowResume';
import type { FlowSpec, RampFlowState } from './types';
import { useFlowState } from './useFlowState';
import { useStepFocus } from './useStepFocus';

/** A flow's state and actions before its receipt's status is added (the receipt owns that query). */
export type FlowParts<V extends FieldValues, S extends string, R> = Omit<RampFlowState<V, S, R>, 'status'>;

/**
 * The engine behind both flows, as React sees it: one engine per mount (its reducer holds the steps, the
 * submission and its references), read through `useSyncExternalStore`, with focus moved after each step
 * change and the state kept across reloads. Gives the engine and its state too, for the receipt's status
 * query and a flow's own parts (the buy flow's paid transfer).
 */
export function useRampFlow<V extends FieldValues, S extends string, R>(spec: FlowSpec<V, S, R>): { ramp: FlowParts<V, S, R>; engine: FlowEngine<V, S, R>; state: FlowState<S, R> } {
  const latest = useLatest(spec);
  const [engine] = useState(() => createFlowEngine(latest));
  const state = useFlowState(engine);
  const headingRef = useStepFocus(state.focus, spec.form);
  useFlowResume(engine, spec);

  const { steps } = spec;
  const { submission } = state;
  const view = useMemo(() => submissionView(submission), [submission]);
  const error = submission.status === 'failed' ? submission.error : null;
  const recovery = error === null ? null : recoveryOf(error);
  const ramp: FlowParts<V, S, R> = {
    step: state.step,
    steps,
    stepIndex: steps.indexOf(state.step),
    stepCount: steps.length - 1,
    headingRef,
    next: engine.next,
    back: engine.back,
    goTo: engine.goTo,
    submit: engine.submit,
    retry: engine.submit,
    check: engine.check,
    startNew: engine.startNew,
    // A transfer made keeps its reference: no new request is offered in its place.
    recovery: recovery === 'new_request' && state.committed ? null : recovery,
    reset: engine.reset,
    committed: state.committed,
    estimate: state.estimate,
    submission: view,
    record: submission.status === 'succeeded' ? submission.record : null,
    error,
    stepOf: engine.stepOf,
    emit: engine.emit,
  };
  return { ramp, engine, state };
}
