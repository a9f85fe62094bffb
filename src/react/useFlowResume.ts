import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { TransactionStatus } from '../core';
import type { RampEvent } from './events';
import type { FlowSnapshot } from './flowSnapshot';
import type { LifecycleOptions } from './lifecycle';
import type { RampFlow } from './types';
import { snapshotKey, useFlowPersistence } from './usePersistence';
import type { PendingRequest, SubmissionState } from './useSubmission';

/** The flow's own state that a reload must not lose. */
export type ResumableState<S extends string, R> = {
  step: S;
  submission: SubmissionState;
  record: R | null;
  status: TransactionStatus | undefined;
  committed: boolean;
};

type ResumeOptions<V extends FieldValues, S extends string, R> = {
  flow: RampFlow;
  lifecycle: LifecycleOptions;
  steps: readonly S[];
  form: UseFormReturn<V>;
  /** The values a fresh flow starts with, and the host's locked ones (they win over kept ones). */
  values: () => { initialValues: V; locked: Partial<V> };
  state: ResumableState<S, R>;
  reachedReview: RefObject<boolean>;
  pendingRequest: () => PendingRequest | null;
  /** Reads a kept record with the wire code; undefined when it cannot be read or that code cannot load. */
  readRecord: (raw: unknown) => Promise<R | undefined>;
  /** Puts the flow's state back (the values are already back in the form). */
  resume: (saved: ResumableState<S, R> & { pending: PendingRequest | null }) => void;
  emit: (event: RampEvent) => void;
  /** Called once the kept state, if any, is back. */
  onReady: () => void;
};

/**
 * What survives a reload: the flow's state is kept in the tab after each change and put back on
 * mount (a receipt opened by reference only takes a kept state of that reference).
 */
export function useFlowResume<V extends FieldValues, S extends string, R>(options: ResumeOptions<V, S, R>): void {
  const { flow, lifecycle, steps, form, state } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const take = (): FlowSnapshot<S> | null => {
    const values = form.getValues();
    const fresh = state.step === steps[0] && state.submission.status === 'idle' && !state.committed && sameValues(values, options.values().initialValues);
    if (fresh) return null;
    return { ...state, values, pending: options.pendingRequest(), reachedReview: options.reachedReview.current };
  };

  const apply = async (saved: FlowSnapshot<S>) => {
    // A receipt asked for by reference opens that reference, whatever else this tab kept.
    if (lifecycle.reference && saved.submission.reference !== lifecycle.reference) return;
    const { readRecord, resume, reachedReview, emit } = latest.current;
    const kept = saved.record === null ? null : ((await readRecord(saved.record)) ?? null);
    const { initialValues, locked } = latest.current.values();
    const values = Object.fromEntries(Object.keys(initialValues).map((name) => [name, typeof saved.values[name] === 'string' ? saved.values[name] : initialValues[name]]));
    form.reset({ ...values, ...locked } as V);
    reachedReview.current = saved.reachedReview;
    // A receipt with neither its record nor a reference to look it up by has nothing to show.
    const step = saved.step === 'receipt' && !kept && !saved.submission.reference ? (steps[0] as S) : saved.step;
    resume({ step, submission: saved.submission, pending: saved.pending, record: kept, status: saved.status, committed: saved.committed });
    emit({ type: 'resumed', flow, step });
  };

  const save = useFlowPersistence<S>({
    key: snapshotKey(lifecycle.persistKey, flow),
    enabled: lifecycle.persist !== false,
    steps,
    take,
    apply,
    subscribe: (onChange) => form.subscribe({ formState: { values: true }, callback: onChange }),
    onReady: () => latest.current.onReady(),
  });
  const { step, submission, record, status, committed } = state;
  useEffect(save, [save, step, submission, record, status, committed]);
}

function sameValues(values: FieldValues, initial: FieldValues): boolean {
  return Object.keys(initial).every((name) => values[name] === initial[name]);
}
