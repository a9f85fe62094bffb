import type { Lookup, PendingRequest, RampError, TransactionStatus } from '../../core';
import type { RampFlow } from '../config/types';
import type { LifecycleOptions } from './lifecycle';

/** What a request tells its flow before its answer comes: its body written, its lost answer looked for. */
export type OnTheWay = { type: 'written'; body: string } | { type: 'checking' };

/**
 * The flow that hears what comes of a request on its way (the engine's parts): what happens on the way, and the
 * answer; `gone` once its widget has gone (unmounted) with the request on its way.
 */
export type Hearer<R> = {
  apply(event: OnTheWay): unknown;
  heard(answer: SendAnswer<R>, reference: string): void;
  gone?: boolean;
};

/**
 * One request for the engine to send: the form's values, and the request they make (its reference is the
 * idempotency key; a `body` kept from its first attempt leaves as it is). `parts` are the sending flow's:
 * `apply` tells it what happens on the way (the body written before it leaves, its answer looked for),
 * `heard` takes the answer, and `spec` names the key its state is kept under. A widget put back under that
 * key while the request is on its way in this page takes these over (see `followRequest` in `resume/onTheirWay`).
 */
export type SendRequest<V, R> = {
  values: V;
  request: PendingRequest;
  parts: Hearer<R> & { spec: () => { lifecycle: LifecycleOptions; flow: RampFlow } };
};

/**
 * What sending came to: accepted (by its answer or found on the status route); failed for certain, with
 * the fields the signer named as form fields; or of unknown outcome, not found on the status route.
 */
export type SendAnswer<R> =
  | { outcome: 'accepted'; record: R; status: TransactionStatus; transactionId: string }
  | { outcome: 'failed'; error: RampError; refused: readonly { field: string; message: string }[] }
  | { outcome: 'unknown'; lookup: Lookup; error: RampError };

