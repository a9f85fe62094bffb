import type { Dispatch, RefObject, SetStateAction } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { createReference, RampError } from '../../core';
import type { TransactionStatus } from '../../core';
import { isRetryable, recoveryOf } from './errors';
import type { RampEvent } from './events';
import { callSigner } from '../signer/client';
import { findTransaction } from '../receipt/statusQuery';
import type { RampFlow } from '../config/types';
import type { RampConfig } from '../config/useRampConfig';
import type { FlowCallbacks, FlowWire } from './types';
import type { PendingRequest, SubmissionState } from './useSubmission';

// The rules a flow reads the errors this code sets by (`errorRules`), so its first paint carries none.
export { describeError, recoveryOf } from './errors';

// Sending a request, reading its answer and mapping its failure: code no first step runs, so it
// loads after the first paint, well before the person confirms.

/** Turns any thrown value into a `RampError`. */
function toRampError(cause: unknown): RampError {
  if (cause instanceof RampError) return cause;
  return new RampError('upstream', cause instanceof Error ? cause.message : 'Unexpected error', { cause });
}

/** Everything one submission reads and sets; `useSubmission` holds the state, this module the procedure. */
export type SendContext<V extends FieldValues, R> = {
  flow: RampFlow;
  form: UseFormReturn<V>;
  config: RampConfig;
  wire: FlowWire<V, R>;
  callbacks: FlowCallbacks<string, R>;
  emit: (event: RampEvent) => void;
  /** Every field, in screen order. */
  fields: readonly Path<V>[];
  firstInvalid: (fields: readonly Path<V>[]) => Path<V> | undefined;
  showField: (field: Path<V>) => void;
  /** Shows the receipt; `status` is what the status route said when the request was found there. */
  onAccepted: (status: TransactionStatus) => void;
  pending: RefObject<PendingRequest | null>;
  setSubmission: Dispatch<SetStateAction<SubmissionState>>;
  setRecord: (record: R) => void;
  setError: (error: RampError | null) => void;
};

// The uncertain-outcome check's looks are a quarter, then about a third of a second apart.
const CHECK_SPACING = { intervalMs: 250, maxIntervalMs: 500 };

/** Whether an answer leaves it unknown if the request went through: none came, or the signer says it may have. */
function mayHaveGoneThrough(error: RampError): boolean {
  if (error.status === undefined) return error.code === 'network' || error.code === 'timeout';
  return recoveryOf(error) === 'new_request';
}

function accept<V extends FieldValues, R>(context: SendContext<V, R>, parsed: R, reference: string, attempt: number, status: TransactionStatus) {
  const { flow, wire, callbacks, emit, pending, setRecord, setSubmission, onAccepted } = context;
  pending.current = null;
  setRecord(parsed);
  setSubmission({ status: 'succeeded', reference, attempt, receivedAt: new Date().toISOString() });
  onAccepted(status);
  callbacks.onSuccess?.(parsed);
  emit({ type: 'submit_succeeded', flow, reference, transactionId: wire.recordId(parsed) });
}

/** Shows a failure: the alert, and each field the signer named marked and shown (the first one focused). */
function fail<V extends FieldValues, R>(context: SendContext<V, R>, failure: RampError, reference: string, attempt: number) {
  const { flow, form, wire, callbacks, emit, fields, showField, setError, setSubmission } = context;
  setError(failure);
  setSubmission({ status: 'failed', reference, attempt });
  callbacks.onError?.(failure);
  emit({ type: 'submit_failed', flow, reference, code: failure.code, status: failure.status, retryable: isRetryable(failure) });
  const bad = Object.entries(failure.fields ?? {}).flatMap(([name, message]) => {
    const field = wire.fields[name];
    if (!field) return [];
    form.setValue(field, form.getValues(field), { shouldTouch: true });
    form.setError(field, { type: 'server', message });
    return [field];
  });
  const first = fields.find((field) => bad.includes(field));
  if (first) showField(first);
}

/**
 * Validates every field, then sends the request with its reference: the same body reuses the
 * reference (a retry the signer answers from its store), an edited body gets a new one. When the
 * answer is lost, the status route is asked whether the request went through before anything else.
 */
export async function sendRequest<V extends FieldValues, R>(context: SendContext<V, R>): Promise<void> {
  const { flow, form, config, wire, emit, fields, firstInvalid, showField, pending, setError, setSubmission } = context;
  let reference = '';
  let attempt = 0;
  try {
    if (!(await form.trigger())) {
      const field = firstInvalid(fields);
      if (field) showField(field);
      return;
    }
    const values = form.getValues();
    const key = JSON.stringify(wire.request(values, '').body);
    if (pending.current?.key !== key) pending.current = { key, reference: createReference(), attempt: 0 };
    reference = pending.current.reference;
    attempt = ++pending.current.attempt;
    setError(null);
    setSubmission({ status: 'submitting', reference, attempt });
    emit({ type: 'submit_started', flow, reference, attempt });
    const { path, body } = wire.request(values, reference);
    const post = { method: 'POST' as const, body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'idempotency-key': reference } };
    const json = await callSigner(config.signer, path, { post, timeoutMs: config.timeoutMs });
    const parsed = wire.parseRecord(json);
    if (!parsed) throw new RampError('upstream', 'The service answered in a form this checkout does not understand.');
    accept(context, parsed, reference, attempt, 'pending');
  } catch (cause) {
    const failure = toRampError(cause);
    // The answer was lost: ask the status route first, with the confirm button still inactive.
    if (reference && mayHaveGoneThrough(failure)) {
      setSubmission({ status: 'checking', reference, attempt });
      // A signer that answered has already said what it knows: one look. No answer at all: the
      // signer may still be finishing, so a few looks, a moment apart.
      const found = await findTransaction({
        signer: config.signer,
        reference,
        parseRecord: (raw) => wire.parseRecord({ transaction: raw }),
        timeoutMs: config.timeoutMs,
        attempts: failure.status === undefined ? 3 : 1,
        polling: CHECK_SPACING,
      });
      if (found) return accept(context, found.transaction, reference, attempt, found.status);
    }
    fail(context, failure, reference, attempt);
  }
}
