import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { createPaidRules } from '../../core';
import type { ParkedTransfer } from '../../core';
import type { EngineParts } from '../flow/parts';

/**
 * What the person can do with a transfer already made (after "I have paid"): correct it, set it aside
 * for a separate purchase, take it up again, or dismiss it. Core's paid rules say what each does to the
 * flow (the reducer applies them, never while a request is unsettled); these carry the form's side (the
 * transfer's values, a new narration for a new purchase). Both come with the buy flow's later code, the
 * only code that offers them.
 */
export function createPaidActions<V extends FieldValues, S extends string, R>({ spec, state, apply, emit, flow }: EngineParts<V, S, R>) {
  const rules = createPaidRules<S, R>(spec());
  /** The transfer the form describes now: its reference and the values that make it. */
  function current(): ParkedTransfer {
    const { form, transfer = [], plannedReference } = spec();
    const values = form.getValues();
    return { reference: plannedReference?.(values) ?? '', values: Object.fromEntries(transfer.map((field) => [field, String(form.getValues(field) ?? '')])) };
  }
  return {
    correct() {
      if (apply({ type: 'paid', change: rules.correcting })) emit({ type: 'paid_correcting', flow, reference: current().reference });
    },
    separate() {
      const made = current();
      if (!apply({ type: 'paid', change: (now, moves) => rules.separated(now, moves, made) })) return;
      spec().onNewRequest?.();
      emit({ type: 'paid_parked', flow, reference: made.reference });
    },
    claimParked() {
      const parked = state().parked;
      const made = current();
      if (!parked || !apply({ type: 'paid', change: (now, moves) => rules.unparked(now, moves, made) })) return;
      const { form } = spec();
      for (const [field, value] of Object.entries(parked.values)) form.setValue(field as Path<V>, value as PathValue<V, Path<V>>);
      emit({ type: 'parked_claimed', flow, reference: parked.reference });
    },
    dismissParked() {
      const parked = state().parked;
      if (parked && apply({ type: 'paid', change: rules.dismissed })) emit({ type: 'parked_dismissed', flow, reference: parked.reference });
    },
  };
}
