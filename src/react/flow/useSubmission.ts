import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { RampError } from '../../core';
import { lazyModule } from './lazyModule';
import { withLaterMessages } from '../messages/messages';
import type * as Errors from './errors';
import type { SendContext } from './sendRequest';
import type { FlowWire } from './types';

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

/** The code that sends a request, with the strings of the errors an answer can bring; fetched once the widget has mounted. */
export const sendCode = lazyModule(withLaterMessages(() => import('./sendRequest')));

/** What an error invites and its plain words (`errors.ts`). */
export type ErrorRules = Pick<typeof Errors, 'recoveryOf' | 'describeError'>;

// The sending code could not load, so nothing was sent: a network failure, safe to try again (as `errors.ts` says of it).
const loadFailureRules: ErrorRules = {
  recoveryOf: () => 'retry',
  describeError: (_, messages) => `${messages.networkError} ${messages.retryHint}`,
};

/**
 * The rules for the error a flow shows. Every such error is set by the sending code, which brings the
 * rules with it, or is that code's own failure to load: the first paint carries no rules but that one.
 */
export const errorRules = (): ErrorRules => sendCode.current() ?? loadFailureRules;

type SubmissionOptions<V extends FieldValues, R> = Omit<SendContext<V, R>, 'wire' | 'pending' | 'setSubmission' | 'setRecord' | 'setError'> & {
  /** Loads the flow's wire code (request bodies, answers, field names). */
  loadWire: () => Promise<FlowWire<V, R>>;
  /** Where the submission starts (a receipt opened from a reference starts accepted). */
  initial?: SubmissionState;
};

/** One submission in flight, one reference per request (reused by retries), and signer errors mapped to fields. */
export function useSubmission<V extends FieldValues, R>(options: SubmissionOptions<V, R>) {
  const [submission, setSubmission] = useState<SubmissionState>(options.initial ?? { status: 'idle', attempt: 0 });
  const [record, setRecord] = useState<R | null>(null);
  const [error, setError] = useState<RampError | null>(null);
  const inFlight = useRef(false);
  const pending = useRef<PendingRequest | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const submit = useCallback(async () => {
    // Set before any await, so a second click in the same instant finds the flag up.
    if (inFlight.current) return;
    inFlight.current = true;
    const { loadWire, ...rest } = latest.current;
    try {
      const loaded = await Promise.all([sendCode.preload(), loadWire()]).catch((cause: unknown) => {
        // The code could not be fetched (the connection dropped): nothing was sent, so trying again is safe.
        const failure = new RampError('network', 'The checkout could not load the code that sends the request.', { cause });
        setError(failure);
        setSubmission((current) => ({ ...current, status: 'failed' }));
        rest.callbacks.onError?.(failure);
      });
      if (loaded) await loaded[0].sendRequest({ ...rest, wire: loaded[1], pending, setSubmission, setRecord, setError });
    } finally {
      inFlight.current = false;
    }
  }, []);

  const clear = useCallback(() => {
    pending.current = null;
    setRecord(null);
    setError(null);
    setSubmission({ status: 'idle', attempt: 0 });
  }, []);

  /** Puts back a submission kept across a reload (`restoreFlow` has already mended one the reload cut short). */
  const restore = useCallback((saved: { submission: SubmissionState; pending: PendingRequest | null; record: R | null }) => {
    pending.current = saved.pending;
    setRecord(saved.record);
    setSubmission(saved.submission);
  }, []);

  const pendingRequest = useCallback(() => pending.current, []);

  return { submit, submission, record, error, setError, clear, restore, pendingRequest };
}
