import type { AmountLimits } from '../core';

/** The four upstream operations the mock answers. */
export type MockRoute = 'onramp' | 'offramp' | 'vendors' | 'banks';

/** A failure the mock injects, so stories and tests can show every error path. */
export interface MockFault {
  /** Only requests to this operation are affected (default: all four). */
  route?: MockRoute;
  /** Wait this long before answering (or before the other fault). */
  latencyMs?: number;
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
  /** Amount limits the mock enforces (default: the service's documented buy 15,000–2,000,000 NGN, sell 20+). */
  limits?: { buy?: Partial<AmountLimits>; sell?: Partial<AmountLimits> };
  /** Account attached to the business link, echoed in buy records. */
  link?: { accountName: string; accountNumber: string; bankName: string };
  /** Vendors listed (default: three). */
  vendors?: readonly MockVendor[];
  /** Banks listed (default: Nigerian banks with their CBN codes). */
  banks?: readonly MockBank[];
  /** Naira paid out per stablecoin unit in sell records, whose amount is the payout (default 1500). */
  nairaPerUnit?: number;
  /** Clock for `date_created` (default: now). */
  now?: () => Date;
  /** How many received requests (and created transactions) are kept, oldest dropped first (default 1000), so a long-running mock stays small. */
  maxReceived?: number;
  /** Faults active from the start. */
  faults?: MockFault | readonly MockFault[];
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
  /** Replaces the active faults (none when called without arguments). */
  setFaults(faults?: MockFault | readonly MockFault[]): void;
  /** Forgets received requests and created transactions, and clears faults. */
  reset(): void;
}
