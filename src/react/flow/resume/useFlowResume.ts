import { useCallback, useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { TransactionStatus } from '../../../core';
import type { RampEvent } from '../events';
import type { LifecycleOptions } from '../lifecycle';
import { lazyModule } from '../lazyModule';
import type { RampFlow } from '../../config/types';
import type { PendingRequest, SubmissionState } from '../useSubmission';

/** The flow's own state that a reload must not lose. */
export type ResumableState<S extends string, R> = {
  step: S;
  submission: SubmissionState;
  record: R | null;
  status: TransactionStatus | undefined;
  committed: boolean;
};

/** What the flow hands its resume: its state now, and how to put a kept one back. */
export type ResumeOptions<V extends FieldValues, S extends string, R> = {
  flow: RampFlow;
  lifecycle: LifecycleOptions;
  steps: readonly S[];
  form: UseFormReturn<V>;
  /** The values a fresh flow starts with, and the host's locked ones (they win over kept ones). */
  values: () => { initialValues: V; locked: Partial<V> };
  state: ResumableState<S, R>;
  reachedReview: RefObject<boolean>;
  pendingRequest: () => PendingRequest | null;
  /** Loads the reader of a kept record (the wire code's). */
  readRecord: () => Promise<(raw: unknown) => R | undefined>;
  /** Puts the flow's state back (the values are already back in the form). */
  resume: (saved: ResumableState<S, R> & { pending: PendingRequest | null }) => void;
  emit: (event: RampEvent) => void;
  /** Called once the kept state, if any, is back. */
  onReady: () => void;
};

// Reading, judging and writing the kept state is its own chunk: a first paint does not need it.
const resumeCode = lazyModule(() => import('./resume'));

/**
 * What survives a reload: the flow's state is kept in sessionStorage (per tab) after each change and
 * put back on mount. Storage is touched only in effects, never while rendering, so server rendering
 * is safe; the kept state comes back one frame after mount, and being ready is not state (the widget
 * does not render again for it).
 */
export function useFlowResume<V extends FieldValues, S extends string, R>(options: ResumeOptions<V, S, R>): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const ready = useRef(false);
  const restored = useRef(false);
  useEffect(() => {
    // Once per mount, and not again when Strict Mode replays the effect.
    if (restored.current) return;
    restored.current = true;
    const done = () => {
      ready.current = true;
      latest.current.onReady();
    };
    if (latest.current.lifecycle.persist === false) return done();
    // A chunk that cannot load leaves the flow as it starts, with nothing kept (resuming is a convenience).
    resumeCode
      .preload()
      .then((code) => code.restoreFlow(latest.current))
      .then(done, done);
  }, []);

  // Nothing is written before the kept state is back, so the first render cannot overwrite it.
  const save = useCallback(() => {
    const now = latest.current;
    if (!ready.current || now.lifecycle.persist === false) return;
    void resumeCode.preload().then((code) => code.keepFlow(now), () => undefined);
  }, []);
  const { form, state } = options;
  useEffect(() => form.subscribe({ formState: { values: true }, callback: save }), [form, save]);
  useEffect(save, [save, state.step, state.submission, state.record, state.status, state.committed]);
}
