import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FlowEvent, FlowShape, FlowState, KeptFlow } from '../../../core';
import type { RampFlow } from '../../config/types';
import type { RampEvent } from '../events';
import type { Hearer } from '../sending';

/**
 * The flow's engine as the resume code reaches it (a `FlowEngine` is one): its `parts` put a kept state back
 * and take the answer to a request joined; `goTo` shows a step as the person's move would (nothing moves
 * while a request is unsettled).
 */
export type ResumedEngine<S extends string, R> = {
  parts: Hearer<R> & { apply(event: FlowEvent<S, R>): unknown; emit(event: RampEvent): void; flow: RampFlow; state(): FlowState<S, R> };
  goTo(step: S): void;
};

/** What the resume code reads and writes: the flow's state and form now, and how to put a kept state back. */
export type ResumeTarget<V extends FieldValues, S extends string, R> = {
  /** The sessionStorage key (see `keyOf`). */
  key: string;
  steps: readonly S[];
  form: UseFormReturn<V>;
  /** The values a fresh flow starts with. */
  initialValues: V;
  /** The host's locked values: they win over kept ones. */
  locked: Partial<V>;
  /** What a paid transfer is made of (see `FlowShape`), for the code that keeps one unclaimed on the device. */
  commitment?: FlowShape<S>['commitment'];
  /** The reference a receipt was opened for: only its kept state is put back. */
  reference?: string;
  /** The flow's state now, as a tab keeps it. */
  kept: () => KeptFlow<S, R>;
  /** The flow's engine: a kept state is put back through it once the values are back in the form. */
  engine: ResumedEngine<S, R>;
  /** Whether the person has typed or picked something since the widget mounted: then nothing kept is put back over it. */
  typed: () => boolean;
};

/** Keeping and restoring a flow across a reload: code of the flow's later seam. */
export type ResumeCode<V extends FieldValues, R> = {
  /** Keeps the flow's state, or forgets it when there is nothing worth keeping (a fresh first step). */
  keep: <S extends string>(target: ResumeTarget<V, S, R>) => void;
  /** Puts a kept state back, if this tab kept one for the flow. */
  restore: <S extends string>(target: ResumeTarget<V, S, R>) => void;
};
