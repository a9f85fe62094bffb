import type { RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { QueryClient } from '@tanstack/react-query';
import type { FlowShape, Quote, RampError, SubmissionState, TransactionStatus } from '../../core';
import type { RampFlow, SharedOptions } from '../config/types';
import type { RampMessages } from '../messages/types';
import type { SendAnswer, SendRequest } from './sending';
import type { RampEvent } from './events';
import type { LifecycleOptions } from './lifecycle';
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
    /** Values to prefill; the person can change them. An amount shows as a typed one does once left (`'25000'` as "25,000"). */
    defaultValues?: Partial<V>;
    /** Values the host already knows, shown read-only (e.g. `{ network, walletAddress }`); an amount shows grouped, as in `defaultValues`. */
    lockedValues?: Partial<V>;
    /** Replacement strings. */
    messages?: Partial<RampMessages>;
    /** The `QueryClient` for the signer's lists; the widget makes its own when absent. */
    queryClient?: QueryClient;
  };

/** What a flow is made of; `useBuyRamp` and `useSellRamp` fill it in. */
export type FlowSpec<V extends FieldValues, S extends string, R> = FlowShape<S> & {
  flow: RampFlow;
  stepFields: Record<S, readonly Path<V>[]>;
  commitment?: { step: S; fields: readonly Path<V>[]; reference?: Path<V> };
  form: UseFormReturn<V>;
  initialValues: V;
  /** The host's locked values; they win over a restored snapshot. */
  locked: Partial<V>;
  /** The reference every request for these values takes, when the flow made one before it was sent (buy: the narration on the transfer). */
  plannedReference?: (values: V) => string | undefined;
  /** The fields that describe a transfer made (buy: amount, vendor, narration, window), kept with it when it is set aside. */
  transfer?: readonly Path<V>[];
  /**
   * Called as the flow arrives on a step (a move, or a reload putting one back), before anything renders it:
   * what the step needs in the form is put there, so its first render shows it (buy: the pay step's narration and window).
   */
  onEnter?: (step: S) => void;
  /** Called when a new request starts in place of one (set aside, or a separate purchase), once the flow has moved (buy: a new narration and payment window). */
  onNewRequest?: () => void;
  /** The estimate on screen for these values (the review's quote), kept with the request as it leaves; it comes with the flow's later code. */
  estimateOf?: (values: V) => Promise<Quote | undefined>;
  lifecycle: LifecycleOptions;
  /** Sends the request for these values under this reference, its answer to the flow's `heard`; the flow's seam supplies it (its code loads after the first step). */
  send: (request: SendRequest<V, R>) => Promise<unknown>;
  /** One look on the status route for a request of unknown outcome ("Check again"); the flow's seam supplies it. */
  check: (reference: string) => Promise<SendAnswer<R>>;
  /** Loads the code that keeps the flow across a reload and puts it back (the flow's later code). */
  resume: () => Promise<ResumeCode<V, R>>;
  callbacks: FlowCallbacks<S, R>;
};

/** Where the receipt's status stands, for `<BuyRamp>`/`<SellRamp>` or a host's own receipt. */
export type ReceiptStatus<R> = {
  /** The transaction's status as last known; undefined before the first answer for a receipt opened from a reference. */
  status?: TransactionStatus;
  /** `loading`: no answer yet; `ok`: answered; `not_found`: the signer does not know the reference; `failing`: the lookup fails (the last known status stands). */
  lookup: 'idle' | 'loading' | 'ok' | 'not_found' | 'failing';
  /** When the signer last learnt something of the transaction (ISO 8601). */
  updatedAt?: string;
  /** The record the status route returned, when it has answered. */
  record?: R;
  /** Asks again now (the "Check again" button). */
  refresh: () => void;
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
  /**
   * Sends the same request again with the same reference: "Try again" after a failure, "Send again" when
   * its outcome is unknown, with the body its first attempt sent (a buy's edited request keeps its
   * reference, the narration; a sell's gets a new one).
   */
  retry: () => Promise<void>;
  /** "Check again" while the outcome is unknown (`submission.status` is `unknown`): asks the status route for the same reference. */
  check: () => Promise<void>;
  /** After a refusal that needs a new reference: drops it, keeps every value and shows the review. Never for a transfer made (a buy once paid). */
  startNew: () => void;
  /** What the error invites: `retry` (same reference, safe), `new_request` (see `startNew`), or null (fix a field, or nothing to do). */
  recovery: 'retry' | 'new_request' | null;
  /**
   * Clears the form to its initial values for another transaction ("Start another"), and forgets the kept state
   * (but a `parked` transfer). On a receipt opened from `reference` while the tab keeps another request's flow,
   * that flow is taken up instead, as a reload would put it back.
   */
  reset: () => void;
  /** True once the person said "I have paid": amount and vendor describe a transfer made (see the buy flow's `correct`). */
  committed: boolean;
  /** The quote shown when the request was sent, kept across a reload: what the receipt says was estimated. */
  estimate: Quote | undefined;
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
