import type { FieldValues, Path, PathValue } from 'react-hook-form';
import type { ParkedTransfer } from '../../core';
import type { EngineParts } from '../flow/parts';

/**
 * What the person can do with a transfer already made (after "I have paid"): correct it, set it aside
 * for a separate purchase, take it up again, or dismiss it. The reducer holds the rules; these carry
 * the form's side (the transfer's values, a new narration for a new purchase). They come with the buy
 * flow's later code, the only code that offers them.
 */
export function createPaidActions<V extends FieldValues, S extends string, R>({ spec, state, apply, emit, flow }: EngineParts<V, S, R>) {
  /** The transfer the form describes now: its reference and the values that make it. */
  function current(): ParkedTransfer {
    const { form, transfer = [], plannedReference } = spec();
    const values = form.getValues();
    return { reference: plannedReference?.(values) ?? '', values: Object.fromEntries(transfer.map((field) => [field, String(form.getValues(field) ?? '')])) };
  }
  return {
    correct() {
      if (apply({ type: 'correcting' })) emit({ type: 'paid_correcting', flow, reference: current().reference });
    },
    separate() {
      const made = current();
      if (!apply({ type: 'separated', current: made })) return;
      spec().onNewRequest?.();
      emit({ type: 'paid_parked', flow, reference: made.reference });
    },
    claimParked() {
      const parked = state().parked;
      if (!parked || !apply({ type: 'unparked', current: current() })) return;
      const { form } = spec();
      for (const [field, value] of Object.entries(parked.values)) form.setValue(field as Path<V>, value as PathValue<V, Path<V>>);
      emit({ type: 'parked_claimed', flow, reference: parked.reference });
    },
    dismissParked() {
      const parked = state().parked;
      if (parked && apply({ type: 'parked_dismissed' })) emit({ type: 'parked_dismissed', flow, reference: parked.reference });
    },
  };
}
