import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import type { RampError } from '../../../src/core';
import { defaultMessages } from '../../../src/react/messages/defaults';
import { recoveryOf } from '../../../src/core';
import { describeError } from '../../../src/react/ui/describeError';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import { laterCodeFailed } from '../../../src/react/flow/laterError';
import { buyToReview, createChain, renderRamp } from '../support';

// The connection dropped while the flow's later code was being fetched again: the load fails as a chunk
// that cannot be fetched does, and the alert is worded by the same rules as every other error.
describe('a request whose later code cannot load', () => {
  it('is told as a network failure that is safe to try again, and nothing is sent', async () => {
    const chain = createChain();
    const onError = vi.fn();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} onError={onError} persist={false} />);
    await buyToReview(user);
    vi.spyOn(buyLaterCode, 'load').mockRejectedValue(laterCodeFailed(new TypeError('Failed to fetch dynamically imported module')));
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));

    const alert = await screen.findByText(defaultMessages.errorTitle);
    const box = alert.closest<HTMLElement>('[data-slot="error"]')!;
    expect(box.getAttribute('role')).toBe('alert');
    expect(box.dataset.code).toBe('network');
    const failure = onError.mock.calls[0]![0] as RampError;
    expect(failure).toMatchObject({ code: 'network', status: undefined });
    expect(box.textContent).toBe(`${defaultMessages.errorTitle}${describeError(failure, defaultMessages)}${defaultMessages.tryAgain}`);
    expect(describeError(failure, defaultMessages)).toBe(`${defaultMessages.networkError} ${defaultMessages.retryHint}`);
    expect(recoveryOf(failure)).toBe('retry');
    expect(chain.posts('/transactions/v1/onramp')).toHaveLength(0);

    // Trying again meets the same missing code: the same alert, still nothing sent, the review kept.
    await user.click(within(box).getByRole('button', { name: defaultMessages.tryAgain }));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
    expect(screen.getByText(defaultMessages.errorTitle)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Review');
    expect(chain.posts('/transactions/v1/onramp')).toHaveLength(0);
  });
});
