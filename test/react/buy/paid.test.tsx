import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { buyToReview, createChain, renderRamp, stepHeading, wholeText } from '../support';

describe('paid is paid', () => {
  it('shows amount and vendor read-only on review once paid, with why, and no Edit for them', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} />);
    await buyToReview(user);
    const notice = screen.getByText(wholeText(/You have told us you paid ₦25,000.00 to Adaeze Okonkwo/));
    expect(notice.textContent).toMatch(/can no longer be changed in this request/);
    expect(screen.queryByRole('button', { name: 'Edit amount' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit payment vendor' })).toBeNull();
    // The rest stays editable.
    expect(screen.getByRole('button', { name: 'Edit wallet address' })).toBeTruthy();
  });

  it('asks before starting a new request, keeps the request when the person says no, and reopens amount and vendor when yes', async () => {
    const chain = createChain();
    const onEvent = vi.fn();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} onEvent={onEvent} />);
    await buyToReview(user);
    await user.click(screen.getByRole('button', { name: 'Change amount or vendor' }));
    const confirm = screen.getByRole('group', { name: 'Start a new request?' });
    expect(document.activeElement).toBe(within(confirm).getByText('Start a new request?'));
    expect(confirm.textContent).toMatch(/a new request that you pay for again/);
    await user.click(within(confirm).getByRole('button', { name: 'Keep this request' }));
    expect(screen.queryByRole('group', { name: 'Start a new request?' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change amount or vendor' }));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Review');

    await user.click(screen.getByRole('button', { name: 'Change amount or vendor' }));
    await user.click(screen.getByRole('button', { name: 'Yes, start a new request' }));
    await stepHeading('Amount');
    const amount = screen.getByLabelText('Amount in naira') as HTMLInputElement;
    expect(document.activeElement).toBe(amount);
    expect(amount.value).toBe('25,000');
    expect(onEvent).toHaveBeenCalledWith({ type: 'request_restarted', flow: 'buy' });
    // A new amount is paid again before the review.
    await user.clear(amount);
    await user.type(amount, '30000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Pay the vendor');
    expect(screen.getByText(/Send exactly ₦30,000.00/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    await stepHeading('Review');
    expect(screen.getByText(/You have told us you paid ₦30,000.00/)).toBeTruthy();
    expect(chain.posts('/transactions/v1/onramp')).toHaveLength(0);
  });
});
