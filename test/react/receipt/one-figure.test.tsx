import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockQuote } from '../../../src/mock';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { buyToReview, createChain, renderRamp, sellToReview, stepHeading } from '../support';

const HOUR = 3_600_000;
const receiveRow = () => screen.getByText('You receive', { selector: 'dt' }).nextElementSibling?.textContent ?? '';
const receipt = () => document.querySelector('[data-slot="receipt"]')!;

describe('one figure per thing on the receipt', () => {
  it('a sale: the payout the service recorded is on "You receive", with no earlier estimate beside it', async () => {
    // The review estimates 50 USDT × 1,500 − 500 = ₦74,500; the service records a payout of ₦75,000.
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: HOUR } }, signer: { quote: createMockQuote() } });
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToReview(user);
    await screen.findByText('₦74,500.00', {});
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    expect(receiveRow()).toBe('₦75,000.00 into Tansi Jones, Wema Bank, 9480948372');
    expect(receipt().textContent).not.toContain('74,500');
    expect(receipt().textContent).not.toContain('≈');
    expect(receipt().querySelector('[data-slot="quote"]')).toBeNull();
  });

  it('a buy: "You receive" holds the amount, plainly the estimate shown when the person asked', async () => {
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: HOUR } }, signer: { quote: createMockQuote() } });
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(user);
    await screen.findByText('24,900.00 cNGN', {});
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading('Request received');
    expect(receiveRow()).toBe('NGN stablecoin on Stellar: about 24,900.00 cNGN, as estimated when you asked');
    // Said once: no second "You receive ≈" line further down.
    expect(receipt().querySelector('[data-slot="quote"]')).toBeNull();
    expect(receipt().textContent!.match(/24,900/g)).toHaveLength(1);
  });
});
