export { clientAddressOf, clientOfAddress, forwardedAddress, normaliseAddress } from './client-address';
export type { RateLimitContext } from '../http/context';
export type { ClientAddressPreset, TrustProxy } from './client-address';
export { createRateLimiter } from './rate-limiter';
export type { RateLimiter, RateLimitOptions } from './rate-limiter';
