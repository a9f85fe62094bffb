import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import type { SignerFetch } from '../../../src/react/config/types';
import { buyToReview, createChain, renderRamp, stepHeading } from '../support';

// "Check again" goes away once the status lookup answers. A keyboard user who pressed it is not left
// on the page's body: focus goes to the status it brought.

describe('focus after "Check again"', () => {
  it('moves to the status once the lookup answers again', async () => {
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: 3_600_000 } }, signer: { statusStaleMs: 0 } });
    let lookupsFail = true;
    const signer: SignerFetch = (input, init) =>
      lookupsFail && input.startsWith('/transactions/') ? Promise.reject(new TypeError('Failed to fetch')) : chain.signer(input, init);
    // Polls far apart, so the answer that takes the button away is the one "Check again" asked for.
    const { user } = renderRamp(<BuyRamp signer={signer} statusPolling={{ intervalMs: 60_000, maxIntervalMs: 60_000 }} />);
    await buyToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading('Request received');
    const check = await screen.findByRole('button', { name: 'Check again' });

    lookupsFail = false;
    check.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull());
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Status: Pending'));
  });
});
