import type { AmountLimits, Network } from '../core';
import type { DepositAddressOption } from './deposit';
import type { IdempotencyStore } from './idempotency/types';
import type { QuoteFunction } from './quote';
import type { RateLimitOptions } from './rate-limit/rate-limiter';

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

/** How the signer keeps POSTs idempotent; see `RampSignerOptions.idempotency`. */
export interface SignerIdempotencyOptions {
  /** Where records live (default: an in-memory store of 10,000 records; pass a Redis store when several instances serve the signer). */
  store?: IdempotencyStore;
  /** How long the default in-memory store keeps a record, in ms (default 24 hours); a store you pass keeps its own. */
  ttlMs?: number;
  /** How long a duplicate waits for an answer another instance is still waiting for, in ms (default `timeoutMs` + 1000). */
  waitMs?: number;
}

/** The environment the signer reads its fallbacks from (`process.env` shape). */
export type SignerEnv = Record<string, string | undefined>;

/** Options of `createRampSigner`; every one left out falls back to the environment variable named. */
export interface RampSignerOptions {
  /** The business's secret key (`RAMP_SECRET_KEY`). Required. Never leaves the server. */
  secretKey?: string;
  /** The business identifier from the dashboard (`RAMP_BUSINESS_ID`). Required. */
  businessId?: string;
  /** The business's link tag (`RAMP_LINK_TAG`). Required. */
  linkTag?: string;
  /** The ramp service's base address, e.g. `https://api.example.com` (`RAMP_BASE_URL`). Required. */
  baseUrl?: string;
  /** Header carrying the secret (`RAMP_SECRET_HEADER`, default `service-sec-key`). */
  secretHeader?: string;
  /** Upstream path (and query) of the vendor list (`RAMP_VENDORS_PATH`, default `/transactions/v1/vendors?currency=NGN`). */
  vendorsPath?: string;
  /** Upstream path (and query) of the bank list (`RAMP_BANKS_PATH`, default `/transactions/v1/banks`). */
  banksPath?: string;
  /** Amount limits the signer enforces before calling upstream; defaults to the core `DEFAULT_LIMITS`. */
  limits?: { buy?: Partial<AmountLimits>; sell?: Partial<AmountLimits> };
  /** Origins whose pages may call the signer (`RAMP_ALLOWED_ORIGINS`, comma separated); others get 403. */
  allowedOrigins?: readonly string[];
  /** How long to wait for the ramp service before answering 504 (`RAMP_TIMEOUT_MS`, default 15000). */
  timeoutMs?: number;
  /** How long vendor and bank lists are cached, in ms (`RAMP_LIST_CACHE_MS`, default 300000; 0 disables). */
  listCacheMs?: number;
  /** Public path the signer is mounted at, e.g. `/api/ramp` (default `''`: routes are `/vendors`, `/banks`, `/onramp`, `/offramp`). */
  basePath?: string;
  /** The `fetch` used for upstream calls (default `globalThis.fetch`); inject the mock's here. */
  fetch?: FetchLike;
  /** Where the environment fallbacks are read (default `process.env` where it exists, else none). */
  env?: SignerEnv;
  /** Receives warnings about upstream trouble; never given the secret. */
  logger?: SignerLogger;
  /**
   * One transaction per `Idempotency-Key` (on a buy, also the body's `reference`): on by default
   * with an in-memory store; `false` turns it off (only for a host that does this itself).
   */
  idempotency?: SignerIdempotencyOptions | false;
  /** A per-client request limit answering 429 with `Retry-After` (default: none). */
  rateLimit?: RateLimitOptions;
  /**
   * Where people send the coins they sell, per network (`RAMP_DEPOSIT_ADDRESS_POLYGON`, ...; Stellar's
   * memo `RAMP_DEPOSIT_MEMO_STELLAR`). Once any is set, sells are taken only on those networks. An
   * address the service returns in its sell answer takes precedence.
   */
  depositAddresses?: Partial<Record<Network, DepositAddressOption>>;
  /** The host's quote, served as `GET {signer}/quote` (without one that route answers 404 and no quote is shown). */
  quote?: QuoteFunction;
}
