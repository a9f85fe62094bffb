import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { buyToReview, createChain, describedError, renderRamp, sellToReview, stepHeading } from '../support';

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
    expect(document.activeElement).toBe(field);
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
    expect(document.activeElement).toBe(screen.getByLabelText('Wallet address'));
    expect(screen.queryByRole('button', { name: 'Confirm and buy' })).toBeNull();
  });
});
