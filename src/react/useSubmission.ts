import { useCallback, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { createReference, RampError } from '../core';
import { isRetryable, toRampError } from './errors';
import type { RampEvent } from './events';
import { callSigner } from './signerClient';
import type { RampFlow } from './types';
import type { RampConfig } from './useRampConfig';
import type { FlowSpec } from './useRampFlow';

/** Where a submission stands; `reference` is the idempotency key of the current request. */
export type SubmissionState = {
  status: 'idle' | 'submitting' | 'failed' | 'succeeded';
  reference?: string;
  /** How many times this reference has been sent. */
  attempt: number;
};

type SubmissionOptions<V extends FieldValues, S extends string, R> = {
  flow: RampFlow;
  form: UseFormReturn<V>;
  config: RampConfig;
  spec: RefObject<FlowSpec<V, S, R>>;
  emit: (event: RampEvent) => void;
  /** Every field, in screen order. */
  fields: readonly Path<V>[];
  firstInvalid: (fields: readonly Path<V>[]) => Path<V> | undefined;
  showField: (field: Path<V>) => void;
  onAccepted: () => void;
};

/** One submission in flight, one reference per request (reused by retries), and signer errors mapped to fields. */
export function useSubmission<V extends FieldValues, S extends string, R>(options: SubmissionOptions<V, S, R>) {
  const { flow, form, config, spec, emit, fields, firstInvalid, showField, onAccepted } = options;
  const [submission, setSubmission] = useState<SubmissionState>({ status: 'idle', attempt: 0 });
  const [record, setRecord] = useState<R | null>(null);
  const [error, setError] = useState<RampError | null>(null);
  const inFlight = useRef(false);
  const pending = useRef<{ key: string; reference: string; attempt: number } | null>(null);

  const fail = useCallback(
    (failure: RampError, reference: string, attempt: number) => {
      const { wireFields, callbacks } = spec.current;
      setError(failure);
      setSubmission({ status: 'failed', reference, attempt });
      callbacks.onError?.(failure);
      emit({ type: 'submit_failed', flow, reference, code: failure.code, status: failure.status, retryable: isRetryable(failure) });
      const bad = Object.entries(failure.fields ?? {}).flatMap(([wire, message]) => {
        const field = wireFields[wire];
        if (!field) return [];
        form.setValue(field, form.getValues(field), { shouldTouch: true });
        form.setError(field, { type: 'server', message });
        return [field];
      });
      const first = fields.find((field) => bad.includes(field));
      if (first) showField(first);
    },
    [emit, fields, flow, form, showField, spec],
  );

  const submit = useCallback(async () => {
    // Set before any await, so a second click in the same instant finds the flag up.
    if (inFlight.current) return;
    inFlight.current = true;
    const { request, parseRecord, recordId, callbacks } = spec.current;
    let reference = '';
    let attempt = 0;
    try {
      if (!(await form.trigger())) {
        const field = firstInvalid(fields);
        if (field) showField(field);
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
      onAccepted();
      callbacks.onSuccess?.(parsed);
      emit({ type: 'submit_succeeded', flow, reference, transactionId: recordId(parsed) });
    } catch (cause) {
      fail(toRampError(cause), reference, attempt);
    } finally {
      inFlight.current = false;
    }
  }, [config.signer, config.timeoutMs, emit, fail, fields, firstInvalid, flow, form, onAccepted, showField, spec]);

  const clear = useCallback(() => {
    pending.current = null;
    setRecord(null);
    setError(null);
    setSubmission({ status: 'idle', attempt: 0 });
  }, []);

  return { submit, submission, record, error, setError, clear };
}
