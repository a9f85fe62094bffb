import { screen, waitFor } from '@testing-library/react';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { buyToReview, createChain, renderRamp, stepHeading } from '../support';
import type { QueryTimers } from '../../support/query-timers';

/** The status route answers from the service at once, so each poll sees the mock's lifecycle. */
export const FRESH = { statusStaleMs: 0 };
/** Polls every 20–40 ms of the polling clock (React Query's timers, which a test may move by hand). */
export const FAST = { intervalMs: 20, maxIntervalMs: 40 };
/** Long enough that a transaction stays pending until the test settles it. */
export const HOUR = 3_600_000;

/**
 * Waits for `check` to hold, moving the polling clock on by FAST's longest interval at each look: the
 * receipt asks again only when the test moves the clock, so nothing polls while the test looks.
 */
export function polledUntil<T>(timers: QueryTimers, check: () => T): Promise<T> {
  return waitFor(() => {
    timers.advance(FAST.maxIntervalMs);
    return check();
  });
}

/** A buy confirmed and shown pending on its receipt; the mock settles it only when told to. */
export async function confirmPendingBuy() {
  const chain = createChain({ mock: { lifecycle: { settleAfterMs: HOUR } }, signer: FRESH });
  const { user } = renderRamp(<BuyRamp signer={chain.signer} statusPolling={FAST} />);
  await buyToReview(user);
  await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
  await stepHeading('Request received');
  await screen.findByText('Pending', { selector: '.nr-status' });
  const settle = (status: 'completed' | 'failed') => chain.mock.settle(String(chain.mock.transactions[0]!.reference), status);
  return { chain, user, settle };
}
