import { errorBody } from '../../core';
import { redactingLogger } from '../config/redact';
import type { SignerLogger } from '../config/types';
import { createMemoryStore, type MemoryStore } from '../store/memory';
import { outageWarning } from '../store/outage-log';
import { RAMP_STORE_METHODS, type CounterState, type RampStore } from '../store/types';
import { guardStore } from '../store/unavailable';
import { clientAddressOf, isClientAddressPreset } from './client-address';
import type { RateLimitContext } from '../http/context';
import type { TrustProxy } from './client-address';

/** Options of the per-client rate limit. */
export type RateLimitOptions = {
  /** Requests a client may make per window. */
  limit: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /**
   * The client's key (an account id, an API key), instead of the address; a request it answers
   * `undefined` for is counted in the one shared bucket of requests whose client is not known.
   */
  key?: (request: Request, context: RateLimitContext) => string | undefined;
  /** Where the client's address comes from: a platform preset, your proxies' hop count, or (default `false`) the connection. */
  trustProxy?: TrustProxy;
  /**
   * Where the counters live (default: in memory, per instance). Pass a Redis store
   * (`createRedisStore`) so several signer instances enforce one limit together.
   */
  store?: RampStore;
  /** Most clients the default in-memory store tracks; the least recently seen is dropped first (default 10,000). */
  maxClients?: number;
  /** Clock of the default in-memory store, for tests. */
  now?: () => number;
};

/** A rate limiter: `check` answers 429 when the client is over its limit, else `undefined`. */
export type RateLimiter = {
  /** Counts the request; the 429 answer when over the limit, `undefined` when it may go on. */
  check(request: Request, context?: RateLimitContext): Promise<Response | undefined>;
  /** Clients the default in-memory store tracks, for memory checks (0 with a store you pass). */
  readonly size: number;
};

function tooMany(retryAfterSeconds: number): Response {
  const message = `Too many requests from this client. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`;
  return new Response(JSON.stringify(errorBody('rate_limited', message, undefined, true)), {
    status: 429,
    headers: {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'retry-after': String(retryAfterSeconds),
    },
  });
}

/** The counter of requests whose client is not known: one bucket for all of them. */
const UNIDENTIFIED = 'rate:unidentified';

/** What the log is told, once, the first time a request's client is not known. */
export function unidentifiedWarning(limit: number, windowMs: number, what = 'rateLimit'): string {
  return `naira-ramp signer: ${what} cannot tell this request's client apart (no client address from the runtime, no trusted header under trustProxy, no rateLimit.key), so such requests share one bucket of ${limit} per ${windowMs} ms. Set trustProxy ('vercel', 'cloudflare', or the number of your proxies in front of the signer) or rateLimit.key.`;
}

/**
 * Says a warning to the logger, or without one to the console, the first time only: the host
 * learns that clients are not told apart, without a line per request.
 */
export function onceToLog(logger: SignerLogger | undefined, message: string): () => void {
  let told = false;
  return () => {
    if (told) return;
    told = true;
    if (logger) logger.warn(message);
    else globalThis.console.warn(message);
  };
}

/**
 * A fixed-window limit per client, counted in a store: in memory and bounded by default, or
 * shared (Redis) so every instance counts the same window. A window opens at a client's first
 * request; a burst across a window edge can reach twice the limit, which is enough to stop abuse
 * without the memory of a sliding log. IPv6 clients count by their /64. Requests whose client is
 * not known (no address, no trusted header, `key` answered undefined) share one bucket, and the
 * log is told so once: a limit that cannot tell clients apart never runs silently, and never
 * lets such requests through uncounted. A store that fails or stalls lets the request through
 * (fails open) and is reported to `logger`: a limit is a defence against abuse, and refusing
 * everybody while Redis is down would be worse.
 *
 * @example
 * ```ts
 * import { createRateLimiter } from 'naira-ramp/server';
 *
 * declare function emailSupport(form: FormData): Promise<void>;
 *
 * // The signer limits itself (its `rateLimit` option); this guards a route of yours the same way.
 * // Next.js on Vercel, app/api/support/route.ts: 5 messages a minute per client.
 * const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, trustProxy: 'vercel' });
 *
 * export async function POST(request: Request) {
 *   const refused = await limiter.check(request); // 429 with Retry-After, in the signer's error shape
 *   if (refused) return refused;
 *   await emailSupport(await request.formData());
 *   return new Response(null, { status: 204 });
 * }
 * ```
 */
export function createRateLimiter(options: RateLimitOptions, hostLogger?: SignerLogger): RateLimiter {
  const { limit, windowMs } = options;
  const logger = hostLogger && redactingLogger(hostLogger);
  const maxClients = options.maxClients ?? 10_000;
  const trustProxy = options.trustProxy ?? false;
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('rateLimit.limit must be a whole number of at least 1');
  if (!(windowMs > 0)) throw new RangeError('rateLimit.windowMs must be a positive number of milliseconds');
  if (typeof trustProxy === 'number' ? !(Number.isInteger(trustProxy) && trustProxy >= 0) : typeof trustProxy !== 'boolean' && !isClientAddressPreset(trustProxy)) {
    throw new RangeError("rateLimit.trustProxy must be true, false, 'vercel', 'cloudflare' or the number of proxies in front of the signer");
  }
  if (!(maxClients >= 1)) throw new RangeError('rateLimit.maxClients must be at least 1');
  const memory: MemoryStore | undefined = options.store ? undefined : createMemoryStore({ maxEntries: maxClients, now: options.now });
  const store: RampStore = options.store ? guardStore(options.store, RAMP_STORE_METHODS) : (memory as MemoryStore);
  const storeDown = outageWarning(logger, 'rate-limit store unavailable: requests are let through uncounted until it is back');
  const unidentified = onceToLog(logger, unidentifiedWarning(limit, windowMs));

  return {
    get size() {
      return memory?.size ?? 0;
    },
    async check(request, context = {}) {
      const client = options.key ? options.key(request, context) : clientAddressOf(request, context, trustProxy);
      if (client === undefined) unidentified();
      let counted: CounterState;
      try {
        counted = await store.increment(client === undefined ? UNIDENTIFIED : `rate:client:${client}`, windowMs);
      } catch (error) {
        storeDown(error);
        return undefined;
      }
      const { count, resetInMs } = counted;
      if (count <= limit) return undefined;
      return tooMany(Math.max(1, Math.ceil(resetInMs / 1000)));
    },
  };
}
