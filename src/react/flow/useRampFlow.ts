import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { TransactionStatus } from '../../core';
import type { RampEvent } from './events';
import type { FlowSpec, RampFlowState } from './types';
import { recoveryOf } from '../../core';
import { usePreload } from './lazyModule';
import { useFlowResume } from './resume/useFlowResume';
import { useSteps } from './useSteps';
import { useSubmission } from './useSubmission';
import { useTransactionStatus } from '../receipt/useTransactionStatus';

/** The engine behind both flows: steps, focus, one submission in flight, references, error mapping and the lifecycle after submit. */
export function useRampFlow<V extends FieldValues, S extends string, R>(spec: FlowSpec<V, S, R>): RampFlowState<V, S, R> {
  const { flow, steps, stepFields, form, config, lifecycle, receipt } = spec;
  const [committed, setCommitted] = useState(false);
  const [knownStatus, setKnownStatus] = useState<TransactionStatus | undefined>(undefined);
  const latest = useRef(spec);
  useEffect(() => {
    latest.current = spec;
  });
  const emit = useCallback((event: RampEvent) => latest.current.callbacks.onEvent?.(event), []);
  const { step, headingRef, currentStepRef, reachedReviewRef, viewed, show, restoreStep, stepOf, firstInvalid } = useSteps(spec, emit);

  // Everything after the first step loads once the first step is complete on screen, well before the person needs it.
  usePreload(spec.firstStepSettled, useCallback(() => latest.current.later(), []));

  // A status answer carries the record as its `transaction`, as a creation answer does.
  const readTransaction = useCallback(() => latest.current.later().then(({ wire }) => (raw: unknown) => wire.parseRecord({ transaction: raw })), []);
  const fetchAnswer = useCallback(async (reference: string, signal: AbortSignal) => {
    const { config: now, later } = latest.current;
    const { fetchStatus, wire } = await later();
    return fetchStatus({ signer: now.signer, reference, parseRecord: (raw) => wire.parseRecord({ transaction: raw }), timeoutMs: now.timeoutMs, signal });
  }, []);
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
  const { submit, submission, record, error, dismiss, clear, restore, pendingRequest, stillRefused } = useSubmission<V, R>({
    flow,
    form,
    config,
    later: spec.later,
    callbacks: spec.callbacks,
    emit,
    fields: allFields,
    firstInvalid,
    showField,
    onAccepted,
    initial: lifecycle.reference ? { status: 'succeeded', reference: lifecycle.reference, attempt: 0 } : undefined,
    plannedReference: spec.plannedReference,
  });

  const statusReference = referenceOf(record) ?? submission.reference;
  const status = useTransactionStatus<R>({
    signer: config.signer,
    client: config.queryClient,
    reference: step === receipt ? statusReference : undefined,
    fetchAnswer,
    polling: lifecycle.statusPolling,
    known: knownStatus,
    onChange: (next, transaction) => {
      setKnownStatus(next);
      latest.current.callbacks.onStatusChange?.(next, transaction);
      emit({ type: 'status_changed', flow, reference: statusReference ?? '', status: next });
    },
  });

  // The first step's view, or the restored one's once it is back, is reported once (the ref survives Strict Mode's effect replay).
  const firstViewed = useRef(false);
  useFlowResume<V, S, R>({
    flow,
    lifecycle,
    steps,
    form,
    values: () => latest.current,
    state: { step, submission, record, status: knownStatus, committed },
    reachedReview: reachedReviewRef,
    pendingRequest,
    readRecord: readTransaction,
    code: spec.later,
    resume: (saved) => {
      restore(saved);
      setCommitted(saved.committed);
      setKnownStatus(saved.status);
      restoreStep(saved.step);
    },
    emit,
    onReady: () => {
      if (firstViewed.current) return;
      firstViewed.current = true;
      viewed(currentStepRef.current);
    },
  });

  const next = useCallback(async () => {
    const fields = stepFields[step];
    if (fields.length && !(await form.trigger([...fields]))) {
      const field = firstInvalid(fields);
      if (field) form.setFocus(field);
      return;
    }
    // A field the signer refused and the person has not changed: here, it stays; elsewhere, it comes before review.
    const refused = stillRefused();
    const here = refused.find((field) => fields.includes(field));
    if (here) return form.setFocus(here);
    dismiss();
    if (latest.current.commitment?.step === step) setCommitted(true);
    let target = steps[steps.indexOf(step) + 1] ?? step;
    if (reachedReviewRef.current && !latest.current.revisit.includes(target)) target = latest.current.review;
    const ahead = refused[0];
    if (target === latest.current.review && ahead) return showField(ahead);
    show(target);
  }, [form, dismiss, step, stepFields, steps, show, showField, firstInvalid, stillRefused, reachedReviewRef]);

  const back = useCallback(() => {
    dismiss();
    const index = steps.indexOf(step);
    const previous = steps[index - 1];
    if (previous !== undefined) show(previous);
  }, [dismiss, step, steps, show]);

  // A step the person chose to revisit starts clean; errors the flow itself routes there keep their alert.
  const goTo = useCallback(
    (target: S, options?: { focus?: Path<V> }) => {
      dismiss();
      show(target, options?.focus);
    },
    [dismiss, show],
  );

  // The review, not the first step: every value is there to check and edit, and a buyer who
  // already paid the vendor is not walked past the payment instructions again.
  const startNew = useCallback(() => {
    const previousReference = submission.reference;
    clear();
    show(latest.current.review);
    if (previousReference) emit({ type: 'new_request', flow, previousReference });
  }, [clear, emit, flow, show, submission.reference]);

  // Paid is paid: a different amount or vendor is a new request, paid for again, so it starts over
  // (through the pay step, then back to the review: every other value is kept).
  const restart = useCallback(() => {
    clear();
    setCommitted(false);
    show(steps[0], latest.current.commitment?.fields[0]);
    emit({ type: 'request_restarted', flow });
  }, [clear, emit, flow, show, steps]);

  const reset = useCallback(() => {
    form.reset(latest.current.initialValues);
    reachedReviewRef.current = false;
    setCommitted(false);
    setKnownStatus(undefined);
    clear();
    show(steps[0]);
    emit({ type: 'reset', flow });
  }, [clear, emit, flow, form, reachedReviewRef, show, steps]);

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

