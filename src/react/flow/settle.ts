import type { FieldValues, Path } from 'react-hook-form';
import { isRetryable } from '../../core';
import type { SendAnswer } from './sending';
import type { EngineParts } from './parts';

/**
 * What the answer to a send, or to a look on the status route, means: a receipt (the host's `onSuccess`),
 * a failure (the host's `onError`, and the fields the signer named marked on the form), or an outcome
 * still not known (the request stays, under its reference).
 */
export function createSettle<V extends FieldValues, S extends string, R>({ spec, apply, emit, flow }: EngineParts<V, S, R>) {
  return function settle(answer: SendAnswer<R>, reference: string) {
    const { callbacks, form } = spec();
    if (answer.outcome === 'accepted') {
      apply({ type: 'accepted', record: answer.record, status: answer.status, at: new Date().toISOString() });
      callbacks.onSuccess?.(answer.record);
      emit({ type: 'submit_succeeded', flow, reference, transactionId: answer.transactionId });
      return;
    }
    if (answer.outcome === 'unknown') {
      apply({ type: 'outcome_unknown', lookup: answer.lookup });
      emit({ type: 'outcome_unknown', flow, reference, code: answer.error.code });
      return;
    }
    const { error, refused } = answer;
    callbacks.onError?.(error);
    emit({ type: 'submit_failed', flow, reference, code: error.code, status: error.status, retryable: isRetryable(error) });
    for (const { field, message } of refused as readonly { field: Path<V>; message: string }[]) {
      form.setValue(field, form.getValues(field), { shouldTouch: true });
      form.setError(field, { type: 'server', message });
    }
    apply({ type: 'failed', error, refused, values: form.getValues() });
  };
}
