import type { RampErrorCode } from './errors';

// Apart from the codes: only the signer and the mock answer with a status, so a browser never loads these numbers.

/** HTTP status for each code; `network` is 0 because it only happens in the browser, when no answer came. */
export const ERROR_STATUS: Record<RampErrorCode, number> = {
  validation: 422,
  limit: 422,
  unauthorized: 401,
  payment_failed: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  upstream: 502,
  timeout: 504,
  store_unavailable: 503,
  network: 0,
  configuration: 500,
};
