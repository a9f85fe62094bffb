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
 * Whether the request may have gone through: no answer came (the browser's network failure, the
 * widget's own timeout), the signer says it may have (`retryable: false` on a 5xx), or it answers
 * `conflict`: a request under this reference exists or is on its way (an earlier attempt, another
 * tab's, with the same body or another). Its outcome is unknown: the way on is to look for it on the
 * status route, or to send it again under the same key, never a new reference.
 */
export function mayHaveGoneThrough(error: RampError): boolean {
  if (error.status === undefined) return error.code === 'network' || error.code === 'timeout';
  return error.code === 'conflict' || (error.retryable === false && error.status >= 500);
}

/**
 * Whether the request cannot be sent again as it is and did not go through: the signer said
 * `retryable: false` of a refusal that names no field (a signer of the host's own may). The way on
 * is a new request (a new reference).
 */
export function needsNewRequest(error: RampError): boolean {
  return error.retryable === false && !mayHaveGoneThrough(error) && !(error.fields && Object.keys(error.fields).length > 0);
}

/** What an error invites: `retry` (same reference), `new_request` (a new reference), or null. */
export function recoveryOf(error: RampError): 'retry' | 'new_request' | null {
  if (isRetryable(error)) return 'retry';
  return needsNewRequest(error) ? 'new_request' : null;
}
