import { isRecord } from './json';

/** The error codes, as a list a reader of an answer can check a code against. */
export const ERROR_CODES = [
  'validation',
  'limit',
  'unauthorized',
  'payment_failed',
  'forbidden',
  'not_found',
  'conflict',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'upstream',
  'timeout',
  'store_unavailable',
  'network',
  'configuration',
] as const;

/** Every kind of failure the widget, the signer and the mock report, in one vocabulary. */
export type RampErrorCode = (typeof ERROR_CODES)[number];

/**
 * The one error body the signer sends the browser; `fields` maps snake_case field names to what
 * is wrong. `retryable`, when present, says whether sending the same request again (same
 * reference) is safe and can succeed: `true` when the service certainly did not act on it,
 * `false` when it may have (a retry could be a duplicate, and the signer will refuse it).
 */
export type ErrorBody = {
  error: { code: RampErrorCode; message: string; fields?: Record<string, string>; retryable?: boolean };
};

/** A failure with a code a program can branch on and a message a person can read. */
export class RampError extends Error {
  override name = 'RampError';
  readonly code: RampErrorCode;
  readonly status?: number;
  readonly fields?: Record<string, string>;
  /** The signer's word on sending the same request again; undefined when it did not say. */
  readonly retryable?: boolean;

  constructor(
    code: RampErrorCode,
    message: string,
    options: { status?: number; fields?: Record<string, string>; retryable?: boolean; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    // Each declared field is an own property whether or not it is given (class fields), so each is set plainly.
    this.code = code;
    this.status = options.status;
    this.fields = options.fields;
    this.retryable = options.retryable;
  }
}

/** Whether the host, not the person, must fix something (a missing or wrong secret key, no permission, missing settings). */
export function isHostProblem(error: RampError): boolean {
  return error.code === 'unauthorized' || error.code === 'forbidden' || error.code === 'configuration';
}

/** Builds the error body; `fields` is left out when there are none, `retryable` when not given. */
export function errorBody(code: RampErrorCode, message: string, fields?: Record<string, string>, retryable?: boolean): ErrorBody {
  const error: ErrorBody['error'] = { code, message };
  if (fields && Object.keys(fields).length > 0) error.fields = fields;
  if (retryable !== undefined) error.retryable = retryable;
  return { error };
}

/** True when `json` has the signer's error shape, so a client can trust its code and message. */
export function isErrorBody(json: unknown): json is ErrorBody {
  if (!isRecord(json) || !isRecord(json.error)) return false;
  const { code, message, fields, retryable } = json.error;
  if (typeof code !== 'string' || !(ERROR_CODES as readonly string[]).includes(code) || typeof message !== 'string') return false;
  if (retryable !== undefined && typeof retryable !== 'boolean') return false;
  return fields === undefined || (isRecord(fields) && Object.values(fields).every((v) => typeof v === 'string'));
}

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
