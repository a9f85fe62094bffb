import { errorBody, isErrorBody } from '../../core';
import type { IdempotencyOutcome } from './outcome';
import type { StoredResponse } from './types';

const UNCONFIRMED =
  'The ramp service did not confirm the request, so it may have gone through. Before you start a new one, ask this site whether it arrived.';
const NOT_TAKEN = 'The ramp service did not take the request. Try again in a moment.';

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Makes a first answer's `retryable` agree with what the guard did with its key, so the
 * browser's next step works: an `unknown` outcome keeps the key (a retry would get 409), so the
 * answer says `false` and that the request may have gone through; a `rejected` 5xx frees it, so
 * it says `true`. The forwarder's own answers already agree; this matters when a host's
 * `outcomeOf` decides otherwise. Successes, 4xx refusals and bodies in another shape are kept as they are.
 */
export function alignRetryable(answer: StoredResponse, outcome: IdempotencyOutcome): StoredResponse {
  if (outcome === 'completed' || answer.status < 400) return answer;
  if (outcome === 'rejected' && answer.status < 500) return answer;
  const json = parse(answer.body);
  if (!isErrorBody(json)) return answer;
  const { code, fields, retryable } = json.error;
  const wanted = outcome === 'rejected';
  if (retryable === wanted) return answer;
  const body = errorBody(code, wanted ? NOT_TAKEN : UNCONFIRMED, fields, wanted);
  return { ...answer, body: JSON.stringify(body) };
}
