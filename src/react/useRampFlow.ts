import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { RampError, TransactionStatus } from '../core';
import { recoveryOf } from './errors';
import type { FlowSnapshot } from './flowSnapshot';
import type { LifecycleOptions } from './lifecycle';
import type { RampConfig } from './useRampConfig';
import type { RampEvent } from './events';
import type { SignerPath } from './signerClient';
import type { RampFlow } from './types';
import { loadFormChecks } from './formChecks';
import { focusWhenMounted } from './headingFocus';
import { lazyModule } from './lazyModule';
import { loadLaterMessages } from './messages';
import { snapshotKey, useFlowPersistence } from './usePersistence';
import { sendCode, useSubmission } from './useSubmission';
import type { SubmissionState } from './useSubmission';
import { useTransactionStatus } from './useTransactionStatus';
import type { ReceiptStatus } from './useTransactionStatus';
import type * as WireCode from './wire';

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
  /** Called once each time the transaction's status changes (pending → completed or failed), with the latest record. */
  onStatusChange?: (status: TransactionStatus, record: R) => void;
};

/** How a flow meets the signer contract: its request body, its record in an answer, its wire field names. */
export type FlowWire<V extends FieldValues, R> = {
  request: (values: V, reference: string) => { path: SignerPath; body: unknown };
  parseRecord: (json: unknown) => R | undefined;
  recordId: (record: R) => string;
  /** Which form field holds each wire field, for the signer's field errors. */
  fields: Record<string, Path<V>>;
};

// Request bodies and answers: code only a submission (or a kept receipt) needs, so it loads after the first paint.
const wireCode = lazyModule(() => import('./wire'));

/** What a flow is made of; `useBuyRamp` and `useSellRamp` fill it in. */
export type FlowSpec<V extends FieldValues, S extends string, R> = {
  flow: RampFlow;
  steps: readonly S[];
  stepFields: Record<S, readonly Path<V>[]>;
  /** Steps shown again after an edit even when the person is returning to review (e.g. paying a new vendor). */
  revisit: readonly S[];
  form: UseFormReturn<V>;
  initialValues: V;
  /** The host's locked values; they win over a restored snapshot. */
  locked: Partial<V>;
  /** Once the person passes `step` (buy: "I have paid"), `fields` are fixed until a new request. */
  commitment?: { step: S; fields: readonly Path<V>[] };
  lifecycle: LifecycleOptions;
  /** The flow's wire, from the wire code once it has loaded. */
  wire: (code: typeof WireCode) => FlowWire<V, R>;
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
  /** Clears the form to its initial values for another transaction ("Start another"), and forgets the kept state. */
  reset: () => void;
  /** True once the person said "I have paid": amount and vendor are fixed until `restart`. */
  committed: boolean;
  /** Sets the committed request aside and returns to the first step with every value kept, so amount and vendor can change. */
  restart: () => void;
  /** The transaction's status on the receipt, polled from the signer. */
  status: ReceiptStatus<R>;
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

/** The engine behind both flows: steps, focus, one submission in flight, references, error mapping and the lifecycle after submit. */
export function useRampFlow<V extends FieldValues, S extends string, R>(spec: FlowSpec<V, S, R>): RampFlowState<V, S, R> {
  const { flow, steps, stepFields, form, config, lifecycle } = spec;
  const receipt = 'receipt' as S;
  // A receipt opened from a reference alone is known while rendering, so a server renders it too.
  const [firstStep] = useState<S>(() => (lifecycle.reference ? receipt : (steps[0] as S)));
  const [step, setStep] = useState<S>(firstStep);
  const [focusTick, setFocusTick] = useState(0);
  const [committed, setCommitted] = useState(false);
  const [knownStatus, setKnownStatus] = useState<TransactionStatus | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const currentStep = useRef<S>(firstStep);
  const focusField = useRef<Path<V> | undefined>(undefined);
  const reachedReview = useRef(false);
  const latest = useRef(spec);
  useEffect(() => {
    latest.current = spec;
  });

  // The wallet and bank rules, the later steps' strings and the code that sends a request load after
  // the first paint, well before the person needs them.
  useEffect(() => {
    void loadFormChecks();
    loadLaterMessages().catch(() => undefined);
    sendCode.preload().catch(() => undefined);
    wireCode.preload().catch(() => undefined);
  }, []);
  const loadWire = useCallback(() => wireCode.preload().then((code) => latest.current.wire(code)), []);

  const emit = useCallback((event: RampEvent) => latest.current.callbacks.onEvent?.(event), []);
  const viewed = useCallback(
    (target: S) => emit({ type: 'step_viewed', flow, step: target, index: steps.indexOf(target), total: steps.length - 1 }),
    [emit, flow, steps],
  );

  useEffect(() => {
    if (focusTick === 0) return;
    const field = focusField.current;
    focusField.current = undefined;
    if (field) form.setFocus(field);
    else if (headingRef.current) headingRef.current.focus();
    else focusWhenMounted(headingRef);
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

  // A status answer carries the record as its `transaction`, as a creation answer does.
  const readTransaction = useCallback(() => loadWire().then(({ parseRecord }) => (raw: unknown) => parseRecord({ transaction: raw })), [loadWire]);
  const allFields = useMemo(() => steps.flatMap((s) => stepFields[s]), [steps, stepFields]);
  const showField = useCallback((field: Path<V>) => {
    const target = stepOf(field);
    // The signer refused a paid-for value (the amount over its limit): no request was made with it, so it opens again.
    if (latest.current.commitment?.fields.includes(field)) setCommitted(false);
    if (target) show(target, field);
  }, [show, stepOf]);
  const onAccepted = useCallback((status: TransactionStatus) => {
    setKnownStatus(status);
    show(receipt);
  }, [receipt, show]);
  const { submit, submission, record, error, setError, clear, restore, pendingRequest } = useSubmission<V, R>({
    flow,
    form,
    config,
    callbacks: spec.callbacks as FlowCallbacks<string, R>,
    emit,
    fields: allFields,
    firstInvalid,
    showField,
    onAccepted,
    loadWire,
    initial: lifecycle.reference ? { status: 'succeeded', reference: lifecycle.reference, attempt: 0 } : undefined,
  });

  const statusReference = referenceOf(record) ?? submission.reference;
  const status = useTransactionStatus<R>({
    signer: config.signer,
    timeoutMs: config.timeoutMs,
    client: config.queryClient,
    reference: step === receipt ? statusReference : undefined,
    readRecord: readTransaction,
    polling: lifecycle.statusPolling,
    known: knownStatus,
    onChange: (next, answer) => {
      setKnownStatus(next);
      latest.current.callbacks.onStatusChange?.(next, answer.transaction);
      emit({ type: 'status_changed', flow, reference: statusReference ?? '', status: next });
    },
  });

  const take = (): FlowSnapshot<S> | null => {
    const values = form.getValues();
    const fresh = step === steps[0] && submission.status === 'idle' && !committed && sameValues(values, latest.current.initialValues);
    if (fresh) return null;
    const pending = pendingRequest();
    return { step, values, submission, pending, record, status: knownStatus, committed, reachedReview: reachedReview.current };
  };
  const apply = async (saved: FlowSnapshot<S>) => {
    // A receipt asked for by reference opens that reference, whatever else this tab kept.
    if (lifecycle.reference && saved.submission.reference !== lifecycle.reference) return;
    // A kept record is read by the wire code; one that cannot load is a record not kept.
    const kept = saved.record === null ? null : ((await loadWire().catch(() => undefined))?.parseRecord({ transaction: saved.record }) ?? null);
    const { initialValues, locked } = latest.current;
    const values = Object.fromEntries(Object.keys(initialValues).map((name) => [name, typeof saved.values[name] === 'string' ? saved.values[name] : initialValues[name]]));
    form.reset({ ...values, ...locked } as V);
    restore({ submission: saved.submission, pending: saved.pending, record: kept });
    setCommitted(saved.committed);
    setKnownStatus(saved.status);
    reachedReview.current = saved.reachedReview;
    const target = saved.step === receipt && !kept && !saved.submission.reference ? (steps[0] as S) : saved.step;
    currentStep.current = target;
    setStep(target);
    emit({ type: 'resumed', flow, step: target });
  };
  // The first step's view, or the restored one's once it is back, is reported once (the ref survives Strict Mode's effect replay).
  const firstViewed = useRef(false);
  const save = useFlowPersistence<S>({
    key: snapshotKey(lifecycle.persistKey, flow),
    enabled: lifecycle.persist !== false,
    steps,
    take,
    apply,
    subscribe: (onChange) => form.subscribe({ formState: { values: true }, callback: onChange }),
    onReady: () => {
      if (firstViewed.current) return;
      firstViewed.current = true;
      viewed(currentStep.current);
    },
  });
  useEffect(save, [save, step, submission, record, knownStatus, committed]);

  const next = useCallback(async () => {
    const fields = stepFields[step];
    if (fields.length && !(await form.trigger([...fields]))) {
      const field = firstInvalid(fields);
      if (field) form.setFocus(field);
      return;
    }
    setError(null);
    if (latest.current.commitment?.step === step) setCommitted(true);
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

  // Paid is paid: a different amount or vendor is a new request, paid for again, so it starts over
  // (through the pay step, then back to the review: every other value is kept).
  const restart = useCallback(() => {
    clear();
    setCommitted(false);
    show(steps[0] as S, latest.current.commitment?.fields[0]);
    emit({ type: 'request_restarted', flow });
  }, [clear, emit, flow, show, steps]);

  const reset = useCallback(() => {
    form.reset(latest.current.initialValues);
    reachedReview.current = false;
    setCommitted(false);
    setKnownStatus(undefined);
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
    committed,
    restart,
    status,
    submission,
    record,
    error,
    stepOf,
    emit,
  };
}

function referenceOf(record: unknown): string | undefined {
  const reference = record !== null && typeof record === 'object' ? (record as { reference?: unknown }).reference : undefined;
  return typeof reference === 'string' && reference ? reference : undefined;
}

function sameValues(values: FieldValues, initial: FieldValues): boolean {
  return Object.keys(initial).every((name) => values[name] === initial[name]);
}
