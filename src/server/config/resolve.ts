import { DEFAULT_LIMITS, readTokenTable, type RampLimits, type TokenTableOption } from '../../core';
import { resolveDepositAddresses, type DepositAddresses } from './deposit-addresses';
import { envOf, number, positiveNumber, text, upstreamPath } from './env';
import { headerName, headerSecret } from './header-settings';
import type { ConfigOptions } from './options';
import { createScrubber, redactingLogger, type Scrub } from './redact';
import { knownSecrets } from './secrets';
import type { FetchLike, QuoteFunction, ResolveAccountName, SignerLogger } from './types';

/** Everything the signer needs, resolved once at creation. */
export interface SignerConfig {
  secretKey: string;
  businessId: string;
  linkTag: string;
  baseUrl: string;
  secretHeader: string;
  vendorsPath: string;
  banksPath: string;
  limits: RampLimits;
  allowedOrigins: readonly string[] | undefined;
  timeoutMs: number;
  listCacheMs: number;
  basePath: string;
  fetch: FetchLike;
  logger: SignerLogger | undefined;
  depositAddresses: DepositAddresses;
  /** The host's token facts, checked; undefined when it gave none (the widget's shipped facts hold). */
  tokens: TokenTableOption | undefined;
  quote: QuoteFunction | undefined;
  resolveAccountName: ResolveAccountName | undefined;
  /** Cleans the secret out of every body and header the signer sends. */
  scrub: Scrub;
}

const DEFAULT_VENDORS_PATH = '/transactions/v1/vendors?currency=NGN';
const DEFAULT_BANKS_PATH = '/transactions/v1/banks';

/** The host's token table, or a start-up error naming each wrong fact (a link to a wrong contract loses coins). */
function resolveTokens(given: TokenTableOption | undefined): TokenTableOption | undefined {
  if (given === undefined) return undefined;
  const { table, bad } = readTokenTable(given);
  if (bad.length) throw new Error(`naira-ramp signer: tokens has facts that cannot be right: ${bad.map((field) => `tokens.${field}`).join(', ')}.`);
  return table;
}

// No message below quotes a configured value: it may be the key, pasted into the wrong variable
// (two lines of a .env swapped), and a configuration error reaches the browser.
function baseAddress(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('naira-ramp signer: RAMP_BASE_URL is not an absolute URL like https://ramp.example.com.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('naira-ramp signer: RAMP_BASE_URL must be an http(s) URL.');
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new Error('naira-ramp signer: RAMP_BASE_URL must not carry a query, fragment or credentials.');
  }
  return url.href.replace(/\/+$/, '');
}

function mountPath(value: string | undefined): string {
  const path = (value ?? '').trim().replace(/\/+$/, '');
  if (path && !path.startsWith('/')) {
    throw new Error(`naira-ramp signer: basePath must start with "/" (got "${path}").`);
  }
  return path;
}

function origins(list: readonly string[] | undefined, raw: string | undefined): readonly string[] | undefined {
  const given = list ?? raw?.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (!given) return undefined;
  return given.map((origin, index) => {
    try {
      return new URL(origin).origin;
    } catch {
      throw new Error(`naira-ramp signer: allowed origin ${index + 1} of ${given.length} (RAMP_ALLOWED_ORIGINS, option allowedOrigins) is not a URL like https://shop.example.`);
    }
  });
}

/** Merges options over the environment; throws naming every missing variable. */
export function resolveConfig(options: ConfigOptions): SignerConfig {
  const env = envOf(options);
  const secretKey = text(options.secretKey, env.RAMP_SECRET_KEY);
  const businessId = text(options.businessId, env.RAMP_BUSINESS_ID);
  const linkTag = text(options.linkTag, env.RAMP_LINK_TAG);
  const baseUrl = text(options.baseUrl, env.RAMP_BASE_URL);
  const missing = [
    secretKey ? undefined : 'RAMP_SECRET_KEY (option secretKey)',
    businessId ? undefined : 'RAMP_BUSINESS_ID (option businessId)',
    linkTag ? undefined : 'RAMP_LINK_TAG (option linkTag)',
    baseUrl ? undefined : 'RAMP_BASE_URL (option baseUrl)',
  ].filter((entry) => entry !== undefined);
  if (!secretKey || !businessId || !linkTag || !baseUrl) {
    throw new Error(`naira-ramp signer: missing configuration: ${missing.join(', ')}.`);
  }
  if (!options.fetch && typeof globalThis.fetch !== 'function') {
    throw new Error('naira-ramp signer: no fetch available; pass options.fetch.');
  }
  // Called through globalThis so a browser's fetch is never invoked detached from window.
  const secrets = knownSecrets(options);
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return {
    secretKey: headerSecret(secretKey),
    businessId,
    linkTag,
    baseUrl: baseAddress(baseUrl),
    secretHeader: headerName('RAMP_SECRET_HEADER', text(options.secretHeader, env.RAMP_SECRET_HEADER) ?? 'service-sec-key'),
    vendorsPath: upstreamPath('RAMP_VENDORS_PATH', text(options.vendorsPath, env.RAMP_VENDORS_PATH) ?? DEFAULT_VENDORS_PATH),
    banksPath: upstreamPath('RAMP_BANKS_PATH', text(options.banksPath, env.RAMP_BANKS_PATH) ?? DEFAULT_BANKS_PATH),
    limits: {
      buy: { ...DEFAULT_LIMITS.buy, ...options.limits?.buy },
      sell: { ...DEFAULT_LIMITS.sell, ...options.limits?.sell },
    },
    allowedOrigins: origins(options.allowedOrigins, env.RAMP_ALLOWED_ORIGINS),
    // 0 is not "no timeout": the signer would stop waiting at once, and every request would read as one that may have gone through.
    timeoutMs: positiveNumber('RAMP_TIMEOUT_MS', options.timeoutMs, env.RAMP_TIMEOUT_MS, 15_000),
    listCacheMs: number('RAMP_LIST_CACHE_MS', options.listCacheMs, env.RAMP_LIST_CACHE_MS, 300_000),
    basePath: mountPath(options.basePath),
    fetch: fetchImpl,
    logger: options.logger ? redactingLogger(options.logger, ...secrets) : undefined,
    depositAddresses: resolveDepositAddresses(options.depositAddresses, env),
    tokens: resolveTokens(options.tokens),
    quote: options.quote,
    resolveAccountName: options.resolveAccountName,
    scrub: createScrubber(...secrets),
  };
}
