import { RampError } from '../core';
import type { RampErrorCode } from '../core';
import type { RampMessages } from './messages';

const RETRYABLE: readonly RampErrorCode[] = ['network', 'timeout', 'upstream', 'rate_limited'];

/** Whether trying the same request again can help: the connection, a timeout or the service failed. */
export function isRetryable(error: RampError): boolean {
  return RETRYABLE.includes(error.code) || (error.status !== undefined && error.status >= 500);
}

/** Whether the host, not the person, must fix something (a missing or wrong secret key, no permission). */
export function isHostProblem(error: RampError): boolean {
  return error.code === 'unauthorized' || error.code === 'forbidden';
}

/** Turns any thrown value into a `RampError`. */
export function toRampError(cause: unknown): RampError {
  if (cause instanceof RampError) return cause;
  return new RampError('upstream', cause instanceof Error ? cause.message : 'Unexpected error', { cause });
}

/** The plain-words text shown for an error. */
export function describeError(error: RampError, messages: RampMessages): string {
  if (isHostProblem(error)) return messages.hostConfiguration;
  const base = error.code === 'network' ? messages.networkError : error.code === 'timeout' ? messages.timeoutError : error.message;
  if (error.fields && Object.keys(error.fields).length) return `${base} ${messages.fixFields}`;
  return isRetryable(error) ? `${base} ${messages.retryHint}` : base;
}
