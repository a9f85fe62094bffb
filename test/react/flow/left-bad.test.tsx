import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { buyToReview, createChain, describedError, reloadWithVendorsDown, renderRamp, sellToReview, stepHeading } from '../support';

// From the review, Edit a value, type one the rules refuse, press Back, then Continue: the jump back to the
// review passes the step that holds it, which is shown instead, focused with its error. Only the steps the
// jump passes are checked.
describe('a value edited from the review, left bad, then Back', () => {
  it('on a sell, Continue shows the bad value on its step, never a review that holds it', async () => {
    const { user } = renderRamp(<SellRamp signer={createChain().signer} />);
    await sellToReview(user);
    await user.click(screen.getByRole('button', { name: /Edit wallet address/i }));
    const wallet = await screen.findByLabelText('Wallet address you will send from');
    await user.clear(wallet);
    await user.type(wallet, 'GA7Q');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Amount');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('Network and wallet');
    const field = screen.getByLabelText('Wallet address you will send from');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(describedError(field)).toMatch(/not a Stellar address/);
    expect(screen.queryByRole('button', { name: 'Confirm and sell' })).toBeNull();
  });

  it('on a buy, Continue from an earlier step stops on the step that holds it', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} />);
    await buyToReview(user);
    await user.click(screen.getByRole('button', { name: /Edit wallet address/i }));
    const wallet = await screen.findByLabelText('Wallet address');
    await user.clear(wallet);
    await user.type(wallet, 'GA7Q');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Proof of payment');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('Where to receive the stablecoin');
    const field = screen.getByLabelText('Wallet address');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(describedError(field)).toMatch(/not a Stellar address/);
    expect(screen.queryByRole('button', { name: 'Confirm and buy' })).toBeNull();
  });

  it('a paid buy with the vendor list down: Edit wallet, Continue returns to the review, not to the amount paid', async () => {
    const chain = createChain();
    const first = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(first.user);
    await waitFor(() => expect(sessionStorage.getItem('naira-ramp:buy')).toContain('"step":"review"'));

    // The reload, with the vendor list failing: the vendor's rule cannot pass until it loads.
    const { user } = await reloadWithVendorsDown(chain, first, <BuyRamp signer={chain.signer} />, 'Review');
    await user.click(screen.getByRole('button', { name: /Edit wallet address/i }));
    await stepHeading('Where to receive the stablecoin');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('Review');
    expect(screen.getByText('The list of payment vendors could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: 'Amount' })).toBeNull();
  });
});
