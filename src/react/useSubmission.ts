import { useCallback, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { createReference, RampError } from '../core';
import type { StatusAnswer, TransactionStatus } from '../core';
import { isRetryable, recoveryOf, toRampError } from './errors';
import type { RampEvent } from './events';
import { callSigner } from './signerClient';
import type { RampFlow } from './types';
import type { RampConfig } from './useRampConfig';
import type { FlowSpec } from './useRampFlow';

/**
 * Where a submission stands; `reference` is the idempotency key of the current request.
 * `checking`: the answer was lost (a timeout, a dropped connection), and the status route is being
 * asked whether the request went through before anything else is offered.
 */
export type SubmissionState = {
  status: 'idle' | 'submitting' | 'checking' | 'failed' | 'succeeded';
  reference?: string;
  /** How many times this reference has been sent. */
  attempt: number;
  /** When the request was accepted (ISO 8601), for the receipt's date and time. */
  receivedAt?: string;
};

/** A request in flight: its body's fingerprint, its reference and how often it was sent. */
export type PendingRequest = { key: string; reference: string; attempt: number };

/** Whether an answer leaves it unknown if the request went through: none came, or the signer says it may have. */
export function mayHaveGoneThrough(error: RampError): boolean {
  if (error.status === undefined) return error.code === 'network' || error.code === 'timeout';
  return recoveryOf(error) === 'new_request';
}

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
  /** Shows the receipt; `status` is what the status route said when the request was found there. */
  onAccepted: (status: TransactionStatus) => void;
  /** Asks the status route, at most `attempts` times, whether this reference went through. */
  findTransaction: (reference: string, attempts: number) => Promise<StatusAnswer<R> | undefined>;
  /** Where the submission starts (a receipt opened from a reference starts accepted). */
  initial?: SubmissionState;
};

/** One submission in flight, one reference per request (reused by retries), and signer errors mapped to fields. */
export function useSubmission<V extends FieldValues, S extends string, R>(options: SubmissionOptions<V, S, R>) {
  const { flow, form, config, spec, emit, fields, firstInvalid, showField, onAccepted, findTransaction, initial } = options;
  const [submission, setSubmission] = useState<SubmissionState>(initial ?? { status: 'idle', attempt: 0 });
  const [record, setRecord] = useState<R | null>(null);
  const [error, setError] = useState<RampError | null>(null);
  const inFlight = useRef(false);
  const pending = useRef<PendingRequest | null>(null);

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

  const accept = useCallback(
    (parsed: R, reference: string, attempt: number, status: TransactionStatus) => {
      const { recordId, callbacks } = spec.current;
      pending.current = null;
      setRecord(parsed);
      setSubmission({ status: 'succeeded', reference, attempt, receivedAt: new Date().toISOString() });
      onAccepted(status);
      callbacks.onSuccess?.(parsed);
      emit({ type: 'submit_succeeded', flow, reference, transactionId: recordId(parsed) });
    },
    [emit, flow, onAccepted, spec],
  );

  const submit = useCallback(async () => {
    // Set before any await, so a second click in the same instant finds the flag up.
    if (inFlight.current) return;
    inFlight.current = true;
    const { request, parseRecord } = spec.current;
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
      accept(parsed, reference, attempt, 'pending');
    } catch (cause) {
      const failure = toRampError(cause);
      // The answer was lost: ask the status route first, with the confirm button still inactive.
      if (reference && mayHaveGoneThrough(failure)) {
        setSubmission({ status: 'checking', reference, attempt });
        // A signer that answered has already said what it knows: one look. No answer at all: the
        // signer may still be finishing, so a few looks, a moment apart.
        const found = await findTransaction(reference, failure.status === undefined ? 3 : 1);
        if (found) return accept(found.transaction, reference, attempt, found.status);
      }
      fail(failure, reference, attempt);
    } finally {
      inFlight.current = false;
    }
  }, [accept, config.signer, config.timeoutMs, emit, fail, fields, findTransaction, firstInvalid, flow, form, showField, spec]);

  const clear = useCallback(() => {
    pending.current = null;
    setRecord(null);
    setError(null);
    setSubmission({ status: 'idle', attempt: 0 });
  }, []);

  /**
   * Puts back a submission kept across a reload. One the reload cut short keeps its reference, so
   * confirming again sends the same request, which the signer answers from its store if it went through.
   */
  const restore = useCallback((saved: { submission: SubmissionState; pending: PendingRequest | null; record: R | null }) => {
    pending.current = saved.pending;
    setRecord(saved.record);
    const interrupted = saved.submission.status === 'submitting' || saved.submission.status === 'checking';
    setSubmission(interrupted ? { ...saved.submission, status: 'idle' } : saved.submission);
  }, []);

  const pendingRequest = useCallback(() => pending.current, []);

  return { submit, submission, record, error, setError, clear, restore, pendingRequest };
}
