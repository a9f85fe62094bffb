import type { RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { RampError, StatusAnswer, TransactionStatus } from '../../core';
import type { RampEvent } from './events';
import type { LifecycleOptions } from './lifecycle';
import type { SignerPath } from '../signer/client';
import type { StatusRequest } from '../signer/status';
import type { QueryClient } from '@tanstack/react-query';
import type { RampFlow, SharedOptions, Signer } from '../config/types';
import type { RampMessages } from '../messages/types';
import type { RampConfig } from '../config/useRampConfig';
import type { SubmissionState } from './submission';
import type { ReceiptStatus } from '../receipt/useTransactionStatus';
import type { ResumeCode } from './resume/types';
/** The host's callbacks for one flow. */
export type FlowCallbacks<S extends string, R> = {
  /** Called once with the service's record when a request is accepted. */
  onSuccess?: (record: R) => void;
  /** Called once for each failed submission. */
  onError?: (error: RampError) => void;
  /** Called once each time the visible step changes. */
  onStepChange?: (step: S) => void;
  /** Called once for each analytics event. */
  onEvent?: (event: RampEvent) => void;
  /** Called once each time the transaction's status changes (pending → completed or failed), with the latest record. */
  onStatusChange?: (status: TransactionStatus, record: R) => void;
};

/** The options both flows take (`useBuyRamp`/`useSellRamp`, and the behaviour props of the widgets); a flow adds its own. */
export type FlowOptions<V extends FieldValues, S extends string, R> = SharedOptions &
  LifecycleOptions &
  FlowCallbacks<S, R> & {
    /** Values to prefill; the person can change them. */
    defaultValues?: Partial<V>;
    /** Values the host already knows, shown read-only (e.g. `{ network, walletAddress }`). */
    lockedValues?: Partial<V>;
    /** Replacement strings. */
    messages?: Partial<RampMessages>;
    /** The `QueryClient` for the signer's lists; the widget makes its own when absent. */
    queryClient?: QueryClient;
  };

/** How a flow meets the signer contract: its request body, its record in an answer, its wire field names. */
export type FlowWire<V extends FieldValues, R> = {
  /** The request for these values; throws a `RampError` naming the field when one cannot be sent (a vendor no longer listed). */
  request: (values: V, reference: string) => { path: SignerPath; body: unknown };
  parseRecord: (json: unknown) => R | undefined;
  recordId: (record: R) => string;
  /** Which form field holds each wire field, for the signer's field errors. */
  fields: Record<string, Path<V>>;
};

/** One request to send: where, what, under which reference, and who to tell when its answer is being looked for. */
export type SendInput<R> = {
  signer: Signer;
  timeoutMs?: number;
  path: SignerPath;
  body: unknown;
  reference: string;
  parseRecord: (json: unknown) => R | undefined;
  /** Called when the answer was lost and the status route is being asked whether the request went through. */
  onChecking: () => void;
};

/** What the service accepted: its record, and its status (`pending` unless the status route said otherwise). */
export type Accepted<R> = { record: R; status: TransactionStatus };

/**
 * A flow's code after its first step, loaded through the flow's one lazy seam: its wire (bodies,
 * records, field names for the lists it was given), and the shared code that sends a request and asks
 * for a status.
 */
export type FlowLater<V extends FieldValues, R> = ResumeCode & {
  wire: FlowWire<V, R>;
  sendRequest: (input: SendInput<R>) => Promise<Accepted<R>>;
  fetchStatus: (request: StatusRequest<R>) => Promise<StatusAnswer<R>>;
};

/** What a flow is made of; `useBuyRamp` and `useSellRamp` fill it in. */
export type FlowSpec<V extends FieldValues, S extends string, R> = {
  flow: RampFlow;
  /** Every step in order, the first one first. */
  steps: readonly [S, ...S[]];
  /** The step that shows every value before the one confirm button. */
  review: S;
  /** The step after an accepted request: the receipt and its status. */
  receipt: S;
  stepFields: Record<S, readonly Path<V>[]>;
  /** Steps shown again after an edit even when the person is returning to review (e.g. paying a new vendor). */
  revisit: readonly S[];
  form: UseFormReturn<V>;
  initialValues: V;
  /** The host's locked values; they win over a restored snapshot. */
  locked: Partial<V>;
  /** The reference a request's first attempt takes, when the flow made one before it was sent (buy: the narration the person was shown). */
  plannedReference?: (values: V) => string | undefined;
  /** Once the person passes `step` (buy: "I have paid"), `fields` are fixed until a new request. */
  commitment?: { step: S; fields: readonly Path<V>[] };
  lifecycle: LifecycleOptions;
  /**
   * True once the first step's own requests have answered (or failed). Only then is the code after the first
   * step fetched: on a slow network it would otherwise share the line with the answers the person waits for.
   */
  firstStepSettled: boolean;
  /** Loads the flow's code after the first step (once; again after a failure, which rejects with a `RampError('network')`). */
  later: () => Promise<FlowLater<V, R>>;
  config: RampConfig;
  callbacks: FlowCallbacks<S, R>;
};

/** The state and actions a flow exposes to its UI (or a host's own UI). */
export type RampFlowState<V extends FieldValues, S extends string, R> = {
  /** The step on screen. */
  step: S;
  /** Every step in order, the receipt last. */
  steps: readonly S[];
  /** Zero-based index of the step; the receipt is past the counted steps. */
  stepIndex: number;
  /** Steps counted in "Step n of m" (the receipt is not one). */
  stepCount: number;
  /** Attach to the step heading so a step change moves focus to it. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Validates the step's fields; moves on when they pass, else focuses the first bad one. */
  next: () => Promise<void>;
  /** Returns to the previous step; nothing typed is lost. */
  back: () => void;
  /** Shows a step, focusing its heading or the given field (the review's Edit buttons use this). */
  goTo: (step: S, options?: { focus?: Path<V> }) => void;
  /** Sends the request; ignored while one is in flight. */
  submit: () => Promise<void>;
  /** Sends the same request again with the same reference (an edited request gets a new one). */
  retry: () => Promise<void>;
  /**
   * After a request that may have gone through: drops its reference, keeps every value and shows
   * the review, so the person can send it as a new request once they have checked.
   */
  startNew: () => void;
  /** What the error invites: `retry` (same reference, safe), `new_request` (see `startNew`), or null (fix a field, or nothing to do). */
  recovery: 'retry' | 'new_request' | null;
  /** Clears the form to its initial values for another transaction ("Start another"), and forgets the kept state. */
  reset: () => void;
  /** True once the person said "I have paid": amount and vendor are fixed until `restart`. */
  committed: boolean;
  /** Sets the committed request aside and returns to the first step with every value kept, so amount and vendor can change. */
  restart: () => void;
  /** The transaction's status on the receipt, polled from the signer. */
  status: ReceiptStatus<R>;
  /** Where the submission stands, with its reference and attempt count. */
  submission: SubmissionState;
  /** The service's record once a request is accepted. */
  record: R | null;
  /** The last submission's error, if it failed. */
  error: RampError | null;
  /** The step holding a field. */
  stepOf: (field: Path<V>) => S | undefined;
  /** Reports an analytics event through the host's `onEvent` (the UI reports "copied" this way). */
  emit: (event: RampEvent) => void;
};
