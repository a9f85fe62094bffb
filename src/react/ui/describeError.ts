import { isHostProblem, isRetryable, needsNewRequest } from '../../core';
import type { RampError } from '../../core';
import type { FirstMessages, ServiceErrorTexts } from '../messages/types';

/**
 * The plain-words text shown for an error; `newRequest`: a new request (a new reference) is offered.
 * The signer's own words are English: a widget in another language says what its code means instead
 * (`serviceErrors`).
 */
export function describeError(error: RampError, messages: FirstMessages, newRequest = true): string {
  if (isHostProblem(error)) return messages.hostConfiguration;
  const said = messages.serviceErrors?.codes[error.code as keyof ServiceErrorTexts['codes']] ?? error.message;
  // A request that cannot be sent again as it is, in the signer's own words (or the language's), in full.
  if (needsNewRequest(error)) return newRequest ? `${said} ${messages.newRequestHint}` : said;
  // Named fields carry their own words beside each field: the alert says once to correct them (the
  // signer's summary, such as "Check the highlighted fields.", would say the same thing twice).
  if (error.fields && Object.keys(error.fields).length) return messages.fixFields;
  // Host problems were answered above; network failures and timeouts have texts of their own.
  const base = error.code === 'network' ? messages.networkError : error.code === 'timeout' ? messages.timeoutError : said;
  return isRetryable(error) ? `${base} ${messages.retryHint}` : base;
}
