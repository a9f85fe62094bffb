import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { createReference, RampError } from '../core';
import type { RampConfig } from './useRampConfig';
import type { RampEvent } from './events';
import { isRetryable, toRampError } from './errors';
import { callSigner } from './signerClient';
import type { SignerPath } from './signerClient';
import type { RampFlow } from './types';

/** Where a submission stands; `reference` is the idempotency key of the current request. */
export type SubmissionState = {
  status: 'idle' | 'submitting' | 'failed' | 'succeeded';
  reference?: string;
  /** How many times this reference has been sent. */
  attempt: number;
};

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

type FlowSpec<V extends FieldValues, S extends string, R> = {
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
  step: S;
  steps: readonly S[];
  /** Zero-based index of the step; the receipt is past the counted steps. */
  stepIndex: number;
  /** Steps counted in "Step n of m" (the receipt is not one). */
  stepCount: number;
  /** Attach to the step heading so a step change moves focus to it. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  next: () => Promise<void>;
  back: () => void;
  goTo: (step: S, options?: { focus?: Path<V> }) => void;
  submit: () => Promise<void>;
  retry: () => Promise<void>;
  reset: () => void;
  submission: SubmissionState;
  record: R | null;
  error: RampError | null;
  stepOf: (field: Path<V>) => S | undefined;
  /** Reports an analytics event through the host's `onEvent` (the UI reports "copied" this way). */
  emit: (event: RampEvent) => void;
};

/** The engine behind both flows: steps, focus, one submission in flight, references and error mapping. */
export function useRampFlow<V extends FieldValues, S extends string, R>(spec: FlowSpec<V, S, R>): RampFlowState<V, S, R> {
  const { flow, steps, stepFields, form, config } = spec;
  const [step, setStep] = useState<S>(steps[0] as S);
  const [focusTick, setFocusTick] = useState(0);
  const [submission, setSubmission] = useState<SubmissionState>({ status: 'idle', attempt: 0 });
  const [record, setRecord] = useState<R | null>(null);
  const [error, setError] = useState<RampError | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const currentStep = useRef<S>(steps[0] as S);
  const focusField = useRef<Path<V> | undefined>(undefined);
  const reachedReview = useRef(false);
  const inFlight = useRef(false);
  const pending = useRef<{ key: string; reference: string; attempt: number } | null>(null);
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
  }, [form, step, stepFields, steps, show, firstInvalid]);

  const back = useCallback(() => {
    setError(null);
    const index = steps.indexOf(step);
    if (index > 0) show(steps[index - 1] as S);
  }, [step, steps, show]);

  const goTo = useCallback((target: S, options?: { focus?: Path<V> }) => show(target, options?.focus), [show]);

  const submit = useCallback(async () => {
    // Set before any await, so a second click in the same instant finds the flag up.
    if (inFlight.current) return;
    inFlight.current = true;
    const { request, parseRecord, recordId, wireFields, callbacks } = latest.current;
    let reference = '';
    let attempt = 0;
    try {
      if (!(await form.trigger())) {
        const field = firstInvalid(steps.flatMap((s) => stepFields[s]));
        const target = field && stepOf(field);
        if (target) show(target, field);
        return;
      }
      const values = form.getValues();
      // The reference belongs to one request: the same body reuses it, an edited body gets a new one.
      const key = JSON.stringify(request(values, '').body);
      if (pending.current?.key !== key) pending.current = { key, reference: createReference(), attempt: 0 };
      reference = pending.current.reference;
      attempt = ++pending.current.attempt;
      setError(null);
      setSubmission({ status: 'submitting', reference, attempt });
      emit({ type: 'submit_started', flow, reference, attempt });
      const { path, body } = request(values, reference);
      const json = await callSigner(config.signer, path, { method: 'POST', body, idempotencyKey: reference, timeoutMs: config.timeoutMs });
      const parsed = parseRecord(json);
      if (!parsed) throw new RampError('upstream', 'The service answered in a form this checkout does not understand.');
      pending.current = null;
      setRecord(parsed);
      setSubmission({ status: 'succeeded', reference, attempt });
      show('receipt' as S);
      callbacks.onSuccess?.(parsed);
      emit({ type: 'submit_succeeded', flow, reference, transactionId: recordId(parsed) });
    } catch (cause) {
      const failure = toRampError(cause);
      setError(failure);
      setSubmission({ status: 'failed', reference, attempt });
      callbacks.onError?.(failure);
      emit({ type: 'submit_failed', flow, reference, code: failure.code, status: failure.status, retryable: isRetryable(failure) });
      const bad = Object.entries(failure.fields ?? {}).flatMap(([wire, message]) => {
        const field = wireFields[wire];
        if (field) {
          form.setValue(field, form.getValues(field), { shouldTouch: true });
          form.setError(field, { type: 'server', message });
        }
        return field ? [field] : [];
      });
      const first = steps.flatMap((s) => stepFields[s]).find((field) => bad.includes(field));
      const target = first && stepOf(first);
      if (target) show(target, first);
    } finally {
      inFlight.current = false;
    }
  }, [config.signer, config.timeoutMs, emit, firstInvalid, flow, form, show, stepFields, stepOf, steps]);

  const reset = useCallback(() => {
    form.reset(latest.current.initialValues);
    pending.current = null;
    reachedReview.current = false;
    setRecord(null);
    setError(null);
    setSubmission({ status: 'idle', attempt: 0 });
    show(steps[0] as S);
    emit({ type: 'reset', flow });
  }, [emit, flow, form, show, steps]);

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
    reset,
    submission,
    record,
    error,
    stepOf,
    emit,
  };
}
