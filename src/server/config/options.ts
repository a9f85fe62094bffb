import type { AmountLimits, Network, TokenTableOption } from '../../core';
import type { DepositAddressOption } from './deposit-addresses';
import type { FetchLike, QuoteFunction, ResolveAccountName, SignerEnv, SignerLogger } from './types';

/**
 * The signer's options that say how it reaches the ramp service and what it serves the widget,
 * resolved into its configuration once; every one left out falls back to the environment variable named.
 */
export interface ConfigOptions {
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
  /** How long to wait for the ramp service before answering 504, in ms above 0 (`RAMP_TIMEOUT_MS`, default 15000). */
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
   * Where people send the coins they sell, per network (`RAMP_DEPOSIT_ADDRESS_POLYGON`, ...; Stellar's
   * memo `RAMP_DEPOSIT_MEMO_STELLAR`). Once any is set, sells are taken only on those networks. An
   * address the service returns in its sell answer takes precedence.
   */
  depositAddresses?: Partial<Record<Network, DepositAddressOption>>;
  /**
   * The token facts the widget builds payment links and wallet transfers from, for the networks whose
   * shipped facts (main networks) are not the ones the deposit addresses live on: e.g. `TEST_NETWORKS`
   * for Amoy, Fuji, Solana devnet and Stellar testnet. Each network given replaces the shipped entry
   * whole; every fact is checked at start-up. Served to the widget in `GET {signer}/config`.
   */
  tokens?: TokenTableOption;
  /** The host's quote, served as `GET {signer}/quote` (without one that route answers 404 and no quote is shown). */
  quote?: QuoteFunction;
  /**
   * The host's account-name enquiry, served as `GET {signer}/account-name` (without one that route
   * answers 404 and the widget lets the person type the name). The secret of the API it calls stays here.
   */
  resolveAccountName?: ResolveAccountName;
}
