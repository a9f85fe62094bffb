import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { RampError } from '../core';
import { recoveryOf } from './errors';
import type { RampConfig } from './useRampConfig';
import type { RampEvent } from './events';
import type { SignerPath } from './signerClient';
import type { RampFlow } from './types';
import { useSubmission } from './useSubmission';
import type { SubmissionState } from './useSubmission';

/** The host's callbacks for one flow. */
export type FlowCallbacks<S extends string, R> = {
  /** Called once with the service's record when a request is accepted. */
  onSuccess?: (record: R) => void;
  /** Called once for each failed submission. */
  onError?: (error: RampError) => void;
  /** Called once each time the visible step changes. */
  onStepChange?: (step: S) => void;
  /** Called once for each analytics event. */
  onEvent?: (event: RampEvent) => void;
};

/** What a flow is made of; `useBuyRamp` and `useSellRamp` fill it in. */
export type FlowSpec<V extends FieldValues, S extends string, R> = {
  flow: RampFlow;
  steps: readonly S[];
  stepFields: Record<S, readonly Path<V>[]>;
  /** Steps shown again after an edit even when the person is returning to review (e.g. paying a new vendor). */
  revisit: readonly S[];
  form: UseFormReturn<V>;
  initialValues: V;
  wireFields: Record<string, Path<V>>;
  request: (values: V, reference: string) => { path: SignerPath; body: unknown };
  parseRecord: (json: unknown) => R | undefined;
  recordId: (record: R) => string;
  config: RampConfig;
  callbacks: FlowCallbacks<S, R>;
};

/** The state and actions a flow exposes to its UI (or a host's own UI). */
export type RampFlowState<V extends FieldValues, S extends string, R> = {
  /** The step on screen. */
  step: S;
  /** Every step in order, the receipt last. */
  steps: readonly S[];
  /** Zero-based index of the step; the receipt is past the counted steps. */
  stepIndex: number;
  /** Steps counted in "Step n of m" (the receipt is not one). */
  stepCount: number;
  /** Attach to the step heading so a step change moves focus to it. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Validates the step's fields; moves on when they pass, else focuses the first bad one. */
  next: () => Promise<void>;
  /** Returns to the previous step; nothing typed is lost. */
  back: () => void;
  /** Shows a step, focusing its heading or the given field (the review's Edit buttons use this). */
  goTo: (step: S, options?: { focus?: Path<V> }) => void;
  /** Sends the request; ignored while one is in flight. */
  submit: () => Promise<void>;
  /** Sends the same request again with the same reference (an edited request gets a new one). */
  retry: () => Promise<void>;
  /**
   * After a request that may have gone through: drops its reference, keeps every value and shows
   * the review, so the person can send it as a new request once they have checked.
   */
  startNew: () => void;
  /** What the error invites: `retry` (same reference, safe), `new_request` (see `startNew`), or null (fix a field, or nothing to do). */
  recovery: 'retry' | 'new_request' | null;
  /** Clears the form to its initial values for another transaction. */
  reset: () => void;
  /** Where the submission stands, with its reference and attempt count. */
  submission: SubmissionState;
  /** The service's record once a request is accepted. */
  record: R | null;
  /** The last submission's error, if it failed. */
  error: RampError | null;
  /** The step holding a field. */
  stepOf: (field: Path<V>) => S | undefined;
  /** Reports an analytics event through the host's `onEvent` (the UI reports "copied" this way). */
  emit: (event: RampEvent) => void;
};

/** The engine behind both flows: steps, focus, one submission in flight, references and error mapping. */
export function useRampFlow<V extends FieldValues, S extends string, R>(spec: FlowSpec<V, S, R>): RampFlowState<V, S, R> {
  const { flow, steps, stepFields, form, config } = spec;
  const [step, setStep] = useState<S>(steps[0] as S);
  const [focusTick, setFocusTick] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const currentStep = useRef<S>(steps[0] as S);
  const focusField = useRef<Path<V> | undefined>(undefined);
  const reachedReview = useRef(false);
  const latest = useRef(spec);
  useEffect(() => {
    latest.current = spec;
  });

  const emit = useCallback((event: RampEvent) => latest.current.callbacks.onEvent?.(event), []);
  const viewed = useCallback(
    (target: S) => emit({ type: 'step_viewed', flow, step: target, index: steps.indexOf(target), total: steps.length - 1 }),
    [emit, flow, steps],
  );

  // The first step's view is reported once on mount (the ref survives Strict Mode's effect replay).
  const firstViewed = useRef(false);
  useEffect(() => {
    if (firstViewed.current) return;
    firstViewed.current = true;
    viewed(steps[0] as S);
  }, [viewed, steps]);

  useEffect(() => {
    if (focusTick === 0) return;
    const field = focusField.current;
    focusField.current = undefined;
    if (field) form.setFocus(field);
    else headingRef.current?.focus();
  }, [focusTick, form]);

  const show = useCallback(
    (target: S, field?: Path<V>) => {
      focusField.current = field;
      setFocusTick((tick) => tick + 1);
      if (target === 'review') reachedReview.current = true;
      if (currentStep.current === target) return;
      currentStep.current = target;
      setStep(target);
      latest.current.callbacks.onStepChange?.(target);
      viewed(target);
    },
    [viewed],
  );

  const stepOf = useCallback((field: Path<V>) => steps.find((s) => stepFields[s].includes(field)), [steps, stepFields]);

  // The first bad field of a list; all bad ones are marked touched, so each follows keystrokes from now on.
  const firstInvalid = useCallback(
    (fields: readonly Path<V>[]) => {
      const bad = fields.filter((field) => form.getFieldState(field).invalid);
      for (const field of bad) form.setValue(field, form.getValues(field), { shouldTouch: true });
      return bad[0];
    },
    [form],
  );

  const allFields = useMemo(() => steps.flatMap((s) => stepFields[s]), [steps, stepFields]);
  const showField = useCallback((field: Path<V>) => {
    const target = stepOf(field);
    if (target) show(target, field);
  }, [show, stepOf]);
  const { submit, submission, record, error, setError, clear } = useSubmission<V, S, R>({
    flow,
    form,
    config,
    spec: latest,
    emit,
    fields: allFields,
    firstInvalid,
    showField,
    onAccepted: () => show('receipt' as S),
  });

  const next = useCallback(async () => {
    const fields = stepFields[step];
    if (fields.length && !(await form.trigger([...fields]))) {
      const field = firstInvalid(fields);
      if (field) form.setFocus(field);
      return;
    }
    setError(null);
    let target = steps[steps.indexOf(step) + 1] as S;
    if (reachedReview.current && !latest.current.revisit.includes(target)) target = 'review' as S;
    show(target);
  }, [form, setError, step, stepFields, steps, show, firstInvalid]);

  const back = useCallback(() => {
    setError(null);
    const index = steps.indexOf(step);
    if (index > 0) show(steps[index - 1] as S);
  }, [setError, step, steps, show]);

  // A step the person chose to revisit starts clean; errors the flow itself routes there keep their alert.
  const goTo = useCallback(
    (target: S, options?: { focus?: Path<V> }) => {
      setError(null);
      show(target, options?.focus);
    },
    [setError, show],
  );

  // The review, not the first step: every value is there to check and edit, and a buyer who
  // already paid the vendor is not walked past the payment instructions again.
  const startNew = useCallback(() => {
    const previousReference = submission.reference;
    clear();
    show('review' as S);
    if (previousReference) emit({ type: 'new_request', flow, previousReference });
  }, [clear, emit, flow, show, submission.reference]);

  const reset = useCallback(() => {
    form.reset(latest.current.initialValues);
    reachedReview.current = false;
    clear();
    show(steps[0] as S);
    emit({ type: 'reset', flow });
  }, [clear, emit, flow, form, show, steps]);

  return {
    step,
    steps,
    stepIndex: steps.indexOf(step),
    stepCount: steps.length - 1,
    headingRef,
    next,
    back,
    goTo,
    submit,
    retry: submit,
    startNew,
    recovery: error === null ? null : recoveryOf(error),
    reset,
    submission,
    record,
    error,
    stepOf,
    emit,
  };
}
