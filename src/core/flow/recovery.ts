import type { RampError, RampErrorCode } from '../errors';

const RETRYABLE: readonly RampErrorCode[] = ['network', 'timeout', 'upstream', 'rate_limited'];

/**
 * Whether "Try again" with the same reference is safe and can help. No answer at all (the
 * browser's network failure, the widget's own timeout) is: the signer either never saw the
 * request or answers the retry from its store, or waits for the first. Otherwise the signer's
 * `retryable` decides; a signer that does not send it (another implementation) keeps the rule
 * by code and status.
 */
export function isRetryable(error: RampError): boolean {
  if (error.status === undefined && (error.code === 'network' || error.code === 'timeout')) return true;
  if (error.retryable !== undefined) return error.retryable;
  return RETRYABLE.includes(error.code) || (error.status !== undefined && error.status >= 500);
}

/**
 * Whether the request may have gone through and cannot be sent again as it is: the signer said
 * `retryable: false`, or refused the reference as a conflict. The way on is a new request
 * (a new reference) once the person has checked.
 */
export function needsNewRequest(error: RampError): boolean {
  if (isRetryable(error) || (error.fields && Object.keys(error.fields).length > 0)) return false;
  return error.retryable === false || error.code === 'conflict';
}

/** What an error invites: `retry` (same reference), `new_request` (a new reference, after checking), or null. */
export function recoveryOf(error: RampError): 'retry' | 'new_request' | null {
  if (isRetryable(error)) return 'retry';
  return needsNewRequest(error) ? 'new_request' : null;
}
