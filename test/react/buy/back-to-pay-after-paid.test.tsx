import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import { createChain, renderRamp, stepHeading, wholeText } from '../support';

// The later steps' code is fetched (and, here, transformed) the first time a flow needs it: once, before the tests.
beforeAll(() => buyLaterCode.load(), 60_000);

/**
 * Money first: once the person has said "I have paid", no screen asks them to send the naira again.
 * The amount step knows it ("You have told us you paid …"); the pay step, reached again with Back from
 * the proof of payment, must know it too, not say "Send exactly ₦25,000.00 … to this account" once more.
 */
describe('the pay step after "I have paid"', () => {
  it('reached again with Back, does not ask the person to send the transfer again', async () => {
    const chain = createChain();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await user.type(screen.getByLabelText('Amount in naira'), '25000');
    await user.click(await screen.findByRole('radio', { name: /Adaeze Okonkwo/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Pay the vendor');
    // Before paying, the step asks for the transfer: that is its job.
    expect(screen.getByText(/Send exactly ₦25,000.00 by bank transfer/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    await stepHeading('Proof of payment');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Pay the vendor');
    // Paid already: the step says so, as the amount step does, and does not invite the same transfer again.
    expect(screen.queryByText(/Send exactly ₦25,000.00 by bank transfer/)).toBeNull();
    expect(screen.getByText(wholeText(/You have told us you paid ₦25,000.00 to Adaeze Okonkwo/))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I have paid' })).toBeNull();
    // The transfer's narration is the one it was made with; Continue goes on to the proof.
    const narration = () => screen.getByText('Narration', { selector: 'dt' }).nextElementSibling?.textContent;
    const made = narration();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Proof of payment');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Pay the vendor');
    expect(narration()).toBe(made);
  });

  it('shows no time left to pay once paid', async () => {
    const chain = createChain();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} paymentWindowMinutes={30} />);
    await user.type(screen.getByLabelText('Amount in naira'), '25000');
    await user.click(await screen.findByRole('radio', { name: /Adaeze Okonkwo/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Pay the vendor');
    expect(screen.getByRole('timer')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    await stepHeading('Proof of payment');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Pay the vendor');
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
