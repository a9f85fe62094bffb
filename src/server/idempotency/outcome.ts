/**
 * What an upstream answer means for the idempotency key.
 * - `completed`: the service answered for certain; the answer is stored and replayed.
 * - `rejected`: the service refused before creating anything (a 4xx such as 400, 401, 402);
 *   the reservation is released so a corrected retry with the same reference can go through.
 * - `unknown`: the service may or may not have created the transaction (5xx, timeout, a reset
 *   after the request left). The key stays taken for its whole retention time and later
 *   requests get a 409 saying so: a second attempt could charge the user twice, while a
 *   refused retry costs only a new reference.
 */
export type IdempotencyOutcome = 'completed' | 'rejected' | 'unknown';

/**
 * Classifies by status: 2xx completed; 4xx rejected except 408 (the request may have been
 * acted on); everything else unknown. A signer that knows a request never left (connection
 * refused, DNS failure) may map that answer to `rejected` through the `outcomeOf` option.
 */
export function defaultIdempotencyOutcome(response: Response): IdempotencyOutcome {
  if (response.status >= 200 && response.status < 300) return 'completed';
  if (response.status >= 400 && response.status < 500 && response.status !== 408) return 'rejected';
  return 'unknown';
}
