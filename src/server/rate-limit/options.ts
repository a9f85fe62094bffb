import type { RateLimitContext } from '../http/context';
import { clientAddressOf, type TrustProxy } from './client-address';
import type { RateLimitOptions } from './rate-limiter';

/** The signer's options that say who each client is and how often it may call. */
export interface ClientOptions {
  /**
   * Where each client's address comes from, for every limit the signer keeps: `'vercel'` or
   * `'cloudflare'` (the platform's own header), the number of your proxies in front of the signer
   * (`X-Forwarded-For`), or `false` (default: the connection's address, which the Node adapter passes).
   */
  trustProxy?: TrustProxy;
  /** A per-client request limit answering 429 with `Retry-After` (default: none); `rateLimit.store` shares it across instances. */
  rateLimit?: RateLimitOptions;
}

/** The rate limit's options with the signer's `trustProxy` filled in where `rateLimit` names none. */
export function rateLimitOf(options: ClientOptions): RateLimitOptions | undefined {
  const { rateLimit } = options;
  if (!rateLimit) return undefined;
  return { ...rateLimit, trustProxy: rateLimit.trustProxy ?? options.trustProxy };
}

/** Who the client of a request is, for every limit: `rateLimit.key` when given, else its address as `trustProxy` says. */
export function clientIdentity(options: ClientOptions): (request: Request, context: RateLimitContext) => string | undefined {
  const key = options.rateLimit?.key;
  if (key) return key;
  const trustProxy = options.rateLimit?.trustProxy ?? options.trustProxy ?? false;
  return (request, context) => clientAddressOf(request, context, trustProxy);
}
