import { isHostProblem, isRetryable, needsNewRequest, RampError } from '../../core';
import type { FirstMessages } from '../messages/types';

/** The plain-words text shown for an error; `newRequest`: a new request (a new reference) is offered. */
export function describeError(error: RampError, messages: FirstMessages, newRequest = true): string {
  if (isHostProblem(error)) return messages.hostConfiguration;
  // A request that cannot be sent again as it is, in the signer's own words, in full.
  if (needsNewRequest(error)) return newRequest ? `${error.message} ${messages.newRequestHint}` : error.message;
  // Named fields carry their own words beside each field: the alert says once to correct them (the
  // signer's summary, such as "Check the highlighted fields.", would say the same thing twice).
  if (error.fields && Object.keys(error.fields).length) return messages.fixFields;
  const base = error.code === 'network' ? messages.networkError : error.code === 'timeout' ? messages.timeoutError : error.message;
  return isRetryable(error) ? `${base} ${messages.retryHint}` : base;
}

/** Turns any thrown value into a `RampError`. */
export function toRampError(cause: unknown): RampError {
  if (cause instanceof RampError) return cause;
  return new RampError('upstream', cause instanceof Error ? cause.message : 'Unexpected error', { cause });
}
