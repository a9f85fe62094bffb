import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../src/mock';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { createChain, renderRamp, sellToReview, stepHeading } from '../support';

describe('true deposit instructions', () => {
  it('a Stellar sale with the site’s one memo: not called unique, every value to send has Copy, and the QR says what it holds', async () => {
    // One fixed memo for every sale: the site's configuration.
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: 3_600_000 } }, signer: { depositAddresses: { stellar: MOCK_DEPOSIT_ADDRESSES.stellar } } });
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    const deposit = within(await screen.findByRole('group', { name: 'Now send the coins' }));
    expect(deposit.queryByText(/cannot be matched to your sale/)).toBeNull();
    expect(deposit.getByText(/Add this memo to the transfer/)).toBeTruthy();

    // The amount, the address and the memo: each can be copied; the amount as the plain number.
    await user.click(deposit.getByRole('button', { name: 'Copy amount to send' }));
    expect(await navigator.clipboard.readText()).toBe('50');
    expect(deposit.getByRole('button', { name: 'Copy stellar deposit address' })).toBeTruthy();
    expect(deposit.getByRole('button', { name: 'Copy memo' })).toBeTruthy();

    // The QR code holds the address alone, and the text under it says so.
    expect(deposit.getByText('The QR code holds the address only: enter the amount and the memo yourself.')).toBeTruthy();
  });
});
