import type { RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { TransactionStatus } from '../../../core';
import type { RampFlow } from '../../config/types';
import type { RampEvent } from '../events';
import type { LifecycleOptions } from '../lifecycle';
import type { PendingRequest, SubmissionState } from '../submission';

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
  steps: readonly [S, ...S[]];
  form: UseFormReturn<V>;
  /** The values a fresh flow starts with, and the host's locked ones (they win over kept ones). */
  values: () => { initialValues: V; locked: Partial<V> };
  state: ResumableState<S, R>;
  reachedReview: RefObject<boolean>;
  pendingRequest: () => PendingRequest | null;
  /** Loads the reader of a kept record (with the flow's later code). */
  readRecord: () => Promise<(raw: unknown) => R | undefined>;
  /** Puts the flow's state back (the values are already back in the form). */
  resume: (saved: ResumableState<S, R> & { pending: PendingRequest | null }) => void;
  emit: (event: RampEvent) => void;
  /** Called once the kept state, if any, is back. */
  onReady: () => void;
  /** Whether the person has typed or picked something since the widget mounted: then nothing kept is put back over it. */
  typed: () => boolean;
};

/** Reading and writing the kept state: code of the flow's later seam. */
export type ResumeCode = {
  keepFlow: <V extends FieldValues, S extends string, R>(options: ResumeOptions<V, S, R>) => void;
  restoreFlow: <V extends FieldValues, S extends string, R>(options: ResumeOptions<V, S, R>) => Promise<void>;
};
