/**
 * What an upstream answer means for the idempotency key.
 * - `completed`: the service answered for certain; the answer is stored and replayed.
 * - `rejected`: the service did not take the request; the reservation is released so a retry
 *   with the same reference can go through (a corrected body, or the widget's "Try again").
 * - `unknown`: the service may or may not have created the transaction. The key stays taken for
 *   its whole retention time and later requests get a 409 saying so: a second attempt could
 *   charge the user twice, while a refused retry costs only a new reference.
 */
export type IdempotencyOutcome = 'completed' | 'rejected' | 'unknown';

// Answers the signer made without the service taking the request: it was never reached
// (connection refused, DNS failure: nothing was sent) or it said 503 Service Unavailable.
// A WeakSet, so marking a response keeps nothing alive once the answer is gone.
const notTaken = new WeakSet<Response>();

/** Marks a signer answer as one the service certainly did not act on, so its key is released. */
export function markNotTaken(response: Response): Response {
  notTaken.add(response);
  return response;
}

/**
 * The signer's default `idempotency.outcomeOf`, by what the browser can safely do next:
 * - 2xx: completed, replayed with `Idempotent-Replayed: true`, never sent upstream again.
 * - 4xx except 408: the service refused (400, 401, 402, 403, 404, 409, 429): released, so a
 *   corrected retry goes through. 408 says the request may have been read, so it is unknown.
 * - marked not taken (never reached, or upstream 503): released, so "Try again" goes through.
 * - anything else (other 5xx, a 2xx the signer could not read, a timeout, a reset after the
 *   request left): unknown.
 *
 * @example
 * ```ts
 * import { createRampServer, defaultIdempotencyOutcome } from 'naira-ramp/server';
 *
 * // A declined payment (402) uses its reference up: a retry is answered the same 402, never sent again.
 * export const { signer, webhooks } = createRampServer({
 *   basePath: '/api/ramp',
 *   idempotency: { outcomeOf: (response) => (response.status === 402 ? 'completed' : defaultIdempotencyOutcome(response)) },
 * });
 * ```
 */
export function defaultIdempotencyOutcome(response: Response): IdempotencyOutcome {
  if (notTaken.has(response)) return 'rejected';
  if (response.status >= 200 && response.status < 300) return 'completed';
  if (response.status >= 400 && response.status < 500 && response.status !== 408) return 'rejected';
  return 'unknown';
}
