import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { createReference } from '../../core';
import type { RampError } from '../../core';
import type { TransactionStatus } from '../../core';
import type { RampFlow } from '../config/types';
import type { RampConfig } from '../config/useRampConfig';
import { isRetryable, toRampError } from './errors';
import type { RampEvent } from './events';
import type { PendingRequest, SubmissionState } from './submission';
import type { FlowCallbacks, FlowLater } from './types';

/** What one accepted request gives the flow. */
type Sent<R> = { record: R; status: TransactionStatus; transactionId: string };

/** The submission's state outside a running request: idle, accepted, or put back after a reload. */
type Settled<R> = { submission: SubmissionState; record: R | null };

type SubmissionOptions<V extends FieldValues, R> = {
  flow: RampFlow;
  form: UseFormReturn<V>;
  config: RampConfig;
  later: () => Promise<FlowLater<V, R>>;
  callbacks: Pick<FlowCallbacks<string, R>, 'onSuccess' | 'onError'>;
  emit: (event: RampEvent) => void;
  /** Every field, in screen order. */
  fields: readonly Path<V>[];
  firstInvalid: (fields: readonly Path<V>[]) => Path<V> | undefined;
  showField: (field: Path<V>) => void;
  /** Shows the receipt; `status` is what the service said (the status route's, when the request was found there). */
  onAccepted: (status: TransactionStatus) => void;
  /** Where the submission starts (a receipt opened from a reference starts accepted). */
  initial?: SubmissionState;
  /** The reference the first attempt takes, when the flow made one already (see `FlowSpec.plannedReference`). */
  plannedReference?: (values: V) => string | undefined;
};

const IDLE: SubmissionState = { status: 'idle', attempt: 0 };

/**
 * One submission at a time on react-query's `useMutation`, one reference per request (the same body
 * reuses it, so a retry is answered from the signer's store; an edited body gets a new one), and the
 * signer's field errors marked on their fields.
 */
export function useSubmission<V extends FieldValues, R>(options: SubmissionOptions<V, R>) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const pending = useRef<PendingRequest | null>(null);
  const inFlight = useRef(false);
  // What the signer last refused, by field: the value it refused and its words (kept until the value changes).
  const refused = useRef(new Map<Path<V>, { value: string; message: string }>());
  const [sending, setSending] = useState<{ reference: string; attempt: number; checking: boolean } | null>(null);
  const [settled, setSettled] = useState<Settled<R>>({ submission: options.initial ?? IDLE, record: null });

  // Loads the flow's later code, picks the request's reference and sends it.
  const send = async (values: V): Promise<Sent<R>> => {
    const { later, config, flow, emit } = latest.current;
    setSending(null);
    const { wire, sendRequest } = await later();
    const key = JSON.stringify(wire.request(values, '').body);
    // The first attempt takes the reference the person was already shown; an edited request after an attempt gets a new one.
    const planned = pending.current ? undefined : latest.current.plannedReference?.(values);
    if (pending.current?.key !== key) pending.current = { key, reference: planned || createReference(), attempt: 0 };
    const request = pending.current;
    request.attempt += 1;
    const { reference, attempt } = request;
    setSending({ reference, attempt, checking: false });
    emit({ type: 'submit_started', flow, reference, attempt });
    const { path, body } = wire.request(values, reference);
    const onChecking = () => setSending({ reference, attempt, checking: true });
    const sent = await sendRequest({ signer: config.signer, timeoutMs: config.timeoutMs, path, body, reference, parseRecord: wire.parseRecord, onChecking });
    return { ...sent, transactionId: wire.recordId(sent.record) };
  };

  const mutation = useMutation<Sent<R>, RampError, V>(
    {
      // Whatever goes wrong is a RampError, worded by the same rules as every other (`errors.ts`).
      mutationFn: (values) => send(values).catch((cause: unknown) => Promise.reject(toRampError(cause))),
    },
    options.config.queryClient,
  );
  const { mutateAsync, reset: resetMutation } = mutation;

  const accept = useCallback((sent: Sent<R>) => {
    const { flow, emit, callbacks, onAccepted } = latest.current;
    const request = pending.current;
    pending.current = null;
    refused.current.clear();
    const reference = request?.reference ?? '';
    setSettled({ submission: { status: 'succeeded', reference, attempt: request?.attempt ?? 1, receivedAt: new Date().toISOString() }, record: sent.record });
    onAccepted(sent.status);
    callbacks.onSuccess?.(sent.record);
    emit({ type: 'submit_succeeded', flow, reference, transactionId: sent.transactionId });
  }, []);

  /** Shows a failure: each field the signer named marked, the first one shown and focused. */
  const fail = useCallback(async (failure: RampError) => {
    const { flow, form, emit, callbacks, fields, showField, later } = latest.current;
    callbacks.onError?.(failure);
    emit({ type: 'submit_failed', flow, reference: pending.current?.reference ?? '', code: failure.code, status: failure.status, retryable: isRetryable(failure) });
    const named = Object.entries(failure.fields ?? {});
    if (!named.length) return;
    const { wire } = await later();
    refused.current.clear();
    // The signer's words are English (the widget's own, with no status, are already in its language).
    const words = failure.status === undefined ? undefined : latest.current.config.messages.serviceErrors;
    const bad = named.flatMap(([name, said]) => {
      const message = words ? (failure.code === 'limit' ? words.codes.limit : words.field) : said;
      const field = wire.fields[name];
      if (!field) return [];
      form.setValue(field, form.getValues(field), { shouldTouch: true });
      form.setError(field, { type: 'server', message });
      refused.current.set(field, { value: JSON.stringify(form.getValues(field)), message });
      return [field];
    });
    const first = fields.find((field) => bad.includes(field));
    if (first) showField(first);
  }, []);

  const submit = useCallback(async () => {
    // Set before any await, so a second click in the same instant finds the flag up.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const { form, fields, firstInvalid, showField } = latest.current;
      if (!(await form.trigger())) {
        const field = firstInvalid(fields);
        if (field) showField(field);
        return;
      }
      await mutateAsync(form.getValues()).then(accept, fail);
    } finally {
      inFlight.current = false;
    }
  }, [accept, fail, mutateAsync]);

  /** Forgets the request, its answer and its error ("Start another", a new request). */
  const clear = useCallback(() => {
    pending.current = null;
    refused.current.clear();
    resetMutation();
    setSending(null);
    setSettled({ submission: IDLE, record: null });
  }, [resetMutation]);

  /** Takes the failed submission's alert away; its reference stays for a retry of the same request. */
  const dismiss = useCallback(() => resetMutation(), [resetMutation]);

  /** Puts back a submission kept across a reload. */
  const restore = useCallback(
    (saved: { submission: SubmissionState; pending: PendingRequest | null; record: R | null }) => {
      resetMutation();
      pending.current = saved.pending;
      setSettled({ submission: saved.submission, record: saved.record });
    },
    [resetMutation],
  );

  const pendingRequest = useCallback(() => pending.current, []);

  /**
   * The fields the signer refused whose value is unchanged since, in screen order, each marked again
   * (a check on the widget's own rules clears a signer's mark, but the signer would refuse it again).
   */
  const stillRefused = useCallback(() => {
    const { form, fields } = latest.current;
    return fields.filter((field) => {
      const refusal = refused.current.get(field);
      if (!refusal || refusal.value !== JSON.stringify(form.getValues(field))) return false;
      form.setError(field, { type: 'server', message: refusal.message });
      return true;
    });
  }, []);

  const { isPending, isError } = mutation;
  // One object while nothing in it changes: what keeps the flow across a reload is written on each change.
  const submission = useMemo<SubmissionState>(() => {
    if (isPending) return { status: sending?.checking ? 'checking' : 'submitting', reference: sending?.reference, attempt: sending?.attempt ?? 0 };
    if (isError) return { status: 'failed', reference: sending?.reference, attempt: sending?.attempt ?? 0 };
    return settled.submission;
  }, [isPending, isError, sending, settled.submission]);

  return { submit, submission, record: settled.record, error: mutation.error, dismiss, clear, restore, pendingRequest, stillRefused };
}
