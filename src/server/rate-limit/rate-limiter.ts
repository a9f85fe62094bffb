import { errorBody } from '../../core';
import { clientAddressOf } from './client-address';
import type { RateLimitContext, TrustProxy } from './client-address';

/** Options of the per-client rate limit. */
export type RateLimitOptions = {
  /** Requests a client may make per window. */
  limit: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /** The client's key (an account id, an API key); `undefined` leaves that request unlimited. Replaces the address. */
  key?: (request: Request, context: RateLimitContext) => string | undefined;
  /** Which `X-Forwarded-For` hops to believe (default `false`: the header is ignored). */
  trustProxy?: TrustProxy;
  /** Most clients tracked at once; the least recently seen is dropped first (default 10,000). */
  maxClients?: number;
  /** Clock, for tests. */
  now?: () => number;
};

/** A rate limiter: `check` answers 429 when the client is over its limit, else `undefined`. */
export type RateLimiter = {
  /** Counts the request; the 429 answer when over the limit, `undefined` when it may go on. */
  check(request: Request, context?: RateLimitContext): Response | undefined;
  /** Clients currently tracked, for memory checks. */
  readonly size: number;
};

type Window = { start: number; count: number };

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

/**
 * A fixed-window limit per client, kept in memory and bounded in size. A window opens at a
 * client's first request; a burst across a window edge can reach twice the limit, which is
 * enough to stop abuse without the memory of a sliding log. Clients with no key (no trusted
 * address, `key` answered undefined) are not limited: one shared bucket would let one abuser
 * lock everybody out. Per process: several instances each allow `limit`.
 */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const { limit, windowMs } = options;
  const maxClients = options.maxClients ?? 10_000;
  const trustProxy = options.trustProxy ?? false;
  const now = options.now ?? Date.now;
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('rateLimit.limit must be a whole number of at least 1');
  if (!(windowMs > 0)) throw new RangeError('rateLimit.windowMs must be a positive number of milliseconds');
  if (typeof trustProxy === 'number' && !(Number.isInteger(trustProxy) && trustProxy >= 0)) {
    throw new RangeError('rateLimit.trustProxy must be true, false or the number of proxies in front of the signer');
  }
  if (!(maxClients >= 1)) throw new RangeError('rateLimit.maxClients must be at least 1');
  const windows = new Map<string, Window>();

  return {
    get size() {
      return windows.size;
    },
    check(request, context = {}) {
      const client = options.key ? options.key(request, context) : clientAddressOf(request, context, trustProxy);
      if (client === undefined) return undefined;
      const time = now();
      const previous = windows.get(client);
      const window = previous !== undefined && time < previous.start + windowMs ? previous : { start: time, count: 0 };
      // Re-inserting keeps Map order = least recently seen first, so eviction drops idle clients.
      windows.delete(client);
      windows.set(client, window);
      for (const oldest of windows.keys()) {
        if (windows.size <= maxClients) break;
        windows.delete(oldest);
      }
      window.count = Math.min(window.count + 1, limit + 1);
      if (window.count <= limit) return undefined;
      return tooMany(Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)));
    },
  };
}
