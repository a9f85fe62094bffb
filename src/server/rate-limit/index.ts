export { clientAddressOf, forwardedAddress, normaliseAddress } from './client-address';
export type { RateLimitContext, TrustProxy } from './client-address';
export { createRateLimiter } from './rate-limiter';
export type { RateLimiter, RateLimitOptions } from './rate-limiter';
