import type { AccountNameQuery, Quote, QuoteQuery } from '../../core';

/** A `fetch`-compatible function: the signer calls upstream only through this. */
export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** Fields a log line may carry; values are plain data, never the secret. */
export type LogFields = Record<string, string | number | boolean | undefined>;

/** Where the signer reports upstream trouble; `console` fits. */
export interface SignerLogger {
  /** Something went wrong that the host may want to look at (upstream refused, timed out, ...). */
  warn(message: string, fields?: LogFields): void;
  /** Optional: one line per upstream call. */
  info?(message: string, fields?: LogFields): void;
}

/** The environment the signer reads its fallbacks from (`process.env` shape). */
export type SignerEnv = Record<string, string | undefined>;

/** The host's quote function: what the person would receive for an amount; undefined when it has none to give. */
export type QuoteFunction = (query: QuoteQuery) => Quote | undefined | Promise<Quote | undefined>;

/**
 * The host's account-name enquiry (its bank's API, or a payment provider's resolve): the holder's
 * name, `null` when there is no such account, or a throw for an outage. `signal` aborts when the
 * signer stops waiting (its `timeoutMs`); pass it to `fetch`.
 */
export type ResolveAccountName = (query: AccountNameQuery, init: { signal: AbortSignal }) => string | null | Promise<string | null>;
