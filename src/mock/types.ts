import type { AccountNameQuery, AmountLimits, Quote, QuoteQuery, TransactionStatus } from '../core';

/**
 * The upstream operations the mock answers; `status` is the transaction lookup. `account_name` is
 * the account-name enquiry (`resolveAccountName`), a host's resolver rather than the service's.
 */
export type MockRoute = 'onramp' | 'offramp' | 'vendors' | 'banks' | 'status' | 'account_name';

/**
 * A failure the mock injects, so stories and tests can show every error path. On the account-name
 * enquiry (`route: 'account_name'`, which a fault without `route` leaves alone) a `status` or `reset`
 * makes `resolveAccountName` throw, as a resolver's outage would, and `malformed` makes it answer
 * something that is not a name.
 */
export interface MockFault {
  /** Only requests to this operation are affected (default: all the service's own; never `account_name`). */
  route?: MockRoute;
  /** Wait this long before answering (or before the other fault), on the mock's `clock`. */
  latencyMs?: number;
  /**
   * Hold the answer until this settles (fulfilled or rejected), then go on as the rest of the fault
   * says: a test releases a request exactly when it has looked at the screen that waits for it,
   * where a fixed latency could run out first on a busy machine. A caller's abort ends the wait.
   */
  until?: PromiseLike<unknown>;
  /** Answer with this status; `body` is sent as JSON, or as text when it is a string. */
  status?: number;
  /** Body sent with `status` (default `{ "status": "error", "message": "Injected failure" }`). */
  body?: unknown;
  /** Answer 200 with a body that is not JSON. */
  malformed?: boolean;
  /** Never answer; the pending call ends only when the request's signal aborts. */
  hang?: boolean;
  /** Drop the connection: `fetch` rejects with a TypeError, and over HTTP the socket closes. */
  reset?: boolean;
  /**
   * Do the work first, then fail: the transaction is created (and listed in `transactions`) and
   * the fault hides the answer, as when the service commits and the reply is lost on the way.
   */
  afterCreating?: boolean;
  /** Apply to the next N matching requests, then clear (default: until changed). */
  times?: number;
}

/** A vendor as the service lists it (observed spelling, `venderName` included). */
export interface MockVendor {
  venderName: string;
  vendorNumber: string;
  vendorBank: string;
}

/** An account the mock's account-name enquiry knows by bank and number. */
export interface MockAccount {
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/** A bank as the mock lists it: name and CBN code. */
export interface MockBank {
  name: string;
  code: string;
}

/** Options of `createMockRampService`; all optional. */
export interface MockRampOptions {
  /** The key the mock accepts (default: a fresh test key, `mock_s_tk_` + 32 hex digits). */
  secretKey?: string;
  /** Header carrying the key (default `service-sec-key`). */
  secretHeader?: string;
  /** When set, bodies naming another business get 403, as an inactive business would. */
  businessId?: string;
  /** Amount limits the mock enforces (default: buy 15,000–2,000,000 NGN, the minimum the service's own docs state; sell 20+, no maximum). */
  limits?: { buy?: Partial<AmountLimits>; sell?: Partial<AmountLimits> };
  /** Account attached to the business link, echoed in buy records. */
  link?: { accountName: string; accountNumber: string; bankName: string };
  /** Vendors listed (default `MOCK_VENDORS`: four). */
  vendors?: readonly MockVendor[];
  /** Banks listed (default: Nigerian banks with their CBN codes). */
  banks?: readonly MockBank[];
  /**
   * Accounts the account-name enquiry knows (default `MOCK_ACCOUNTS`); any other bank and number gets
   * an invented name, the same every time, except numbers ending in 0000, which have no account.
   */
  accounts?: readonly MockAccount[];
  /** Naira paid out per stablecoin unit in sell records, whose amount is the payout (default 1500). */
  nairaPerUnit?: number;
  /** Naira taken off each sell's payout (default 0). */
  nairaFee?: number;
  /** The time for `date_created` and settlement (default: `clock.now`). */
  now?: () => Date;
  /**
   * The clock the mock reads and waits on: `latencyMs`, `settleAfterMs`, webhook retries (default:
   * the real one, whose timers a test runner's fake timers replace). A test passes its own to move
   * the mock's time without faking the page's.
   */
  clock?: MockClock;
  /** How many received requests (and created transactions) are kept, oldest dropped first (default 1000), so a long-running mock stays small. */
  maxReceived?: number;
  /** Faults active from the start. */
  faults?: MockFault | readonly MockFault[];
  /** When transactions settle (default: at once, as the service's test mode does). */
  lifecycle?: MockLifecycleOptions;
  /** Where the mock posts its webhooks (default: nowhere). */
  webhooks?: MockWebhookOptions;
}

/**
 * What the mock reads the time from and sets its timers on, shaped as the globals are. Whatever
 * `setTimeout` returns is only handed back to `clearTimeout`.
 *
 * @example
 * ```ts
 * import { createMockRampService, type MockClock } from 'naira-ramp/mock';
 *
 * // The mock an hour ahead: it stamps its records, and settles them, by that time.
 * const clock: MockClock = { now: () => new Date(Date.now() + 3_600_000), setTimeout, clearTimeout };
 *
 * export const mock = createMockRampService({ clock });
 * ```
 */
export interface MockClock {
  /** The time now. */
  now(): Date;
  /** Calls `task` once `ms` milliseconds have passed on this clock; returns a handle for `clearTimeout`. */
  setTimeout(task: () => void, ms: number): unknown;
  /** Cancels a timer `setTimeout` set (a handle of a timer that ran, or was cleared, is ignored). */
  clearTimeout(timer: unknown): void;
}

/** How a transaction moves from pending to completed or failed. */
export interface MockLifecycleOptions {
  /** Milliseconds from creation to the change (default 0: test mode completes at once). */
  settleAfterMs?: number;
  /** What it settles to (default `completed`), or a function of the created record. */
  settleTo?: Exclude<TransactionStatus, 'pending'> | ((record: Record<string, unknown>) => Exclude<TransactionStatus, 'pending'>);
}

/** Webhook delivery: `{ event, payload }` POSTed with the secret header, retried up to two more times. */
export interface MockWebhookOptions {
  /** The receiver's address; a function is asked at each delivery (undefined: none sent). */
  url: string | (() => string | undefined);
  /** The secret the receiver expects. */
  secret: string;
  /** Header carrying it (default `bridge-webhook-secret`). */
  header?: string;
  /** Wait before each retry of a failed delivery, in ms (default 1000). */
  retryDelayMs?: number;
  /** The `fetch` deliveries go through (default `globalThis.fetch`); a receiver in-process fits. */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

/** One delivery attempt: its event, attempt number (1 to 3) and the receiver's status (0: no answer). */
export interface MockWebhookDelivery {
  event: string;
  attempt: number;
  status: number;
}

/** One request as the mock received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  search: string;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  /** Parsed JSON body; the raw text when it is not JSON; undefined when empty. */
  body: unknown;
}

/** The mock ramp service: a web-standard handler plus a `fetch` that calls it in-process. */
export interface MockRampService {
  /** Answers one request as the ramp service would. */
  handle(request: Request): Promise<Response>;
  /** A `fetch` that never touches the network; pass it as the signer's `fetch`. */
  fetch(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  /** The key the mock accepts. */
  readonly secretKey: string;
  /** The header it expects the key in. */
  readonly secretHeader: string;
  /** Every request received, oldest first. */
  readonly received: ReceivedRequest[];
  /** Every transaction record the mock created and answered with, oldest first: one per transaction a user would be charged for. */
  readonly transactions: Record<string, unknown>[];
  /**
   * The account-name enquiry, a signer `resolveAccountName`: the holder's name in capitals, or null
   * for no such account (see `MockRampOptions.accounts`); faults on `account_name` apply.
   */
  resolveAccountName(query: AccountNameQuery, init?: { signal?: AbortSignal }): Promise<string | null>;
  /**
   * A signer `quote` that agrees with this mock's records: a sell at `nairaPerUnit` less `nairaFee`, so
   * the estimate a person is shown is the payout the record then states; a buy as `createMockQuote`'s.
   */
  quote(query: QuoteQuery): Quote;
  /** Replaces the active faults (none when called without arguments). */
  setFaults(faults?: MockFault | readonly MockFault[]): void;
  /** Settles a pending transaction now (and delivers its update); false when none is pending under that reference. */
  settle(reference: string, to: Exclude<TransactionStatus, 'pending'>): boolean;
  /** Every webhook delivery attempt, oldest first. */
  readonly webhookDeliveries: readonly MockWebhookDelivery[];
  /** Resolves once every webhook delivery under way has been taken or given up. */
  webhooksIdle(): Promise<void>;
  /** Forgets received requests, created transactions and deliveries, and clears faults. */
  reset(): void;
  /** Cancels scheduled settlements and webhook retries, for a clean shutdown. */
  stop(): void;
}
