import { isHostProblem, RampError } from '../../core';
import type { RampErrorCode } from '../../core';
import type { FirstMessages, ServiceErrorTexts } from '../messages/types';

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

/**
 * The plain-words text shown for an error. The signer's own words are English: a widget in another
 * language says what its code means instead (`serviceErrors`).
 */
export function describeError(error: RampError, messages: FirstMessages): string {
  if (isHostProblem(error)) return messages.hostConfiguration;
  const words = messages.serviceErrors;
  // A request that may have gone through is told in the signer's own words, in full.
  if (needsNewRequest(error)) return `${words ? words.unconfirmed : error.message} ${messages.newRequestHint}`;
  // Named fields carry their own words beside each field: the alert says once to correct them (the
  // signer's summary, such as "Check the highlighted fields.", would say the same thing twice).
  if (error.fields && Object.keys(error.fields).length) return messages.fixFields;
  // Host problems were answered above; network failures and timeouts have texts of their own.
  const said = words ? words.codes[error.code as keyof ServiceErrorTexts['codes']] : error.message;
  const base = error.code === 'network' ? messages.networkError : error.code === 'timeout' ? messages.timeoutError : said;
  return isRetryable(error) ? `${base} ${messages.retryHint}` : base;
}

/** Turns any thrown value into a `RampError`. */
export function toRampError(cause: unknown): RampError {
  if (cause instanceof RampError) return cause;
  return new RampError('upstream', cause instanceof Error ? cause.message : 'Unexpected error', { cause });
}
