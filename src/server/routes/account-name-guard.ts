import type { AccountNameQuery } from '../../core';
import type { RampPrincipal } from '../auth/authorize';
import type { SignerLogger } from '../config/types';
import type { RateLimitContext } from '../http/context';
import { errorReply, type SignerReply } from '../http/responses';
import { onceToLog, unidentifiedWarning } from '../rate-limit/rate-limiter';
import { createExpiringLru } from '../store/lru';
import type { RampStore } from '../store/types';

/** How the account-name route is bounded: each enquiry may be a paid call to a bank or a provider. */
export interface AccountNameLimitOptions {
  /** Enquiries one client, and one `authorize` user, may make per window (default 10). */
  limit?: number;
  /** The window, in ms (default one hour). */
  windowMs?: number;
  /** How long an answer (a name, or "no such account") is reused for the same bank and number, in ms (default 10 minutes; 0 keeps none). */
  cacheMs?: number;
}

/** The signer's option for the account-name route's own limit and cache. */
export interface AccountNameOptions {
  /** The account-name route's own limit, per client and per user, and its answer cache (defaults: 10 an hour, 10 minutes). */
  accountNameLimit?: AccountNameLimitOptions;
}

export const ACCOUNT_NAME_DEFAULTS = { limit: 10, windowMs: 60 * 60_000, cacheMs: 10 * 60_000 } as const;

/** Counts one enquiry for the client and the user; the 429 reply when either is over its limit. */
export type NameLimit = (request: Request, context: RateLimitContext, principal: RampPrincipal | undefined) => Promise<SignerReply | undefined>;

/** Who the client is, as the signer's limits tell it (see `trustProxy`, `rateLimit.key`). */
export type ClientOf = (request: Request, context: RateLimitContext) => string | undefined;

/**
 * The route's own fixed-window limit, counted in the signer's store (shared across instances with
 * Redis): per client and, with `authorize`, per user too. A request whose client is not known and
 * that has no user is counted in one shared bucket, and the log is told once.
 */
export function createNameLimit(options: AccountNameLimitOptions | undefined, store: RampStore, clientOf: ClientOf, logger: SignerLogger | undefined): NameLimit {
  const limit = options?.limit ?? ACCOUNT_NAME_DEFAULTS.limit;
  const windowMs = options?.windowMs ?? ACCOUNT_NAME_DEFAULTS.windowMs;
  const unidentified = onceToLog(logger, unidentifiedWarning(limit, windowMs, 'accountNameLimit'));
  return async (request, context, principal) => {
    const client = clientOf(request, context);
    const keys = [];
    if (principal) keys.push(`name-limit:user:${principal.userId}`);
    if (client !== undefined) keys.push(`name-limit:client:${client}`);
    if (keys.length === 0) {
      unidentified();
      keys.push('name-limit:unidentified');
    }
    for (const key of keys) {
      const { count, resetInMs } = await store.increment(key, windowMs);
      if (count <= limit) continue;
      const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
      const message = `Too many account name checks. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or type the name yourself.`;
      return errorReply('rate_limited', message, { retryable: true, headers: { 'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))) } });
    }
    return undefined;
  };
}

/**
 * One enquiry per bank and number within `cacheMs`: concurrent askers share the call in flight,
 * and a settled answer (`keep` says which) is reused until it expires. Bounded to 1,000 answers,
 * kept in this process only.
 */
export function createNameCache<T>(cacheMs: number, keep: (outcome: T) => boolean, now: () => number = Date.now) {
  const settled = createExpiringLru<T>(1_000, now);
  const inFlight = new Map<string, Promise<T>>();
  return (query: AccountNameQuery, ask: () => Promise<T>): Promise<T> => {
    const key = `${query.bankName}\n${query.accountNumber}`;
    const known = settled.live(key);
    if (known) return Promise.resolve(known.value);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const asking = ask().then((outcome) => {
      if (cacheMs > 0 && keep(outcome)) settled.put(key, outcome, now() + cacheMs);
      return outcome;
    });
    inFlight.set(key, asking);
    void asking.finally(() => inFlight.delete(key));
    return asking;
  };
}
