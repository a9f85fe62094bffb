import { errorReply, type SignerReply } from './responses';

/**
 * The answer when the store (memory aside: Redis, or a store of the host's) fails or does not
 * answer in time, before anything was sent to the service: 503 `store_unavailable`, retryable,
 * with `Retry-After`. A POST whose service call is over never gets it: its outcome is kept and
 * written when the store is back.
 */
export function storeUnavailableReply(): SignerReply {
  return errorReply('store_unavailable', 'The signer cannot reach its store right now, so nothing was sent. Try again in a moment.', {
    retryable: true,
    headers: { 'retry-after': '2' },
  });
}
