import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockQuote } from '../../../src/mock';
import type { QuoteQuery } from '../../../src/core';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { buyToReview, createChain, renderRamp, sellToReview, stepHeading } from '../support';

/**
 * The first quote holds a second and a half; every later one is slow, answering (at a better rate) only
 * once `answer` is called. So the quote beside Confirm expires while the new one is on its way, and
 * the review says "Getting a quote…" until then.
 */
function slowAfterFirst() {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let asked = 0;
  const quote = async (query: QuoteQuery) => {
    asked += 1;

    if (asked === 1) return createMockQuote({ ttlMs: 1_500 })(query);
    await answered;
    return createMockQuote({ sellRate: 1_600, buyRate: 1.1 })(query);
  };
  return { quote, answer: () => answer() };
}

const FLOWS = [
  { flow: 'sell', Ramp: SellRamp, toReview: sellToReview, confirm: 'Confirm and sell', path: '/transactions/v1/offramp', before: '₦74,500.00', after: '₦79,500.00', receipt: undefined },
  { flow: 'buy', Ramp: BuyRamp, toReview: buyToReview, confirm: 'Confirm and buy', path: '/transactions/v1/onramp', before: '24,900.00 cNGN', after: '27,400.00 cNGN', receipt: 'about 27,400.00 cNGN, as estimated when you asked' },
] as const;

describe('Confirm while the review is getting a new quote', () => {
  it.each(FLOWS)('$flow: sends nothing until the new figure is shown, says why, and the receipt keeps that figure', async ({ Ramp, toReview, confirm, path, before, after, receipt }) => {
    const slow = slowAfterFirst();
    const chain = createChain({ signer: { quote: slow.quote } });
    const { user } = renderRamp(<Ramp signer={chain.signer} />);
    await toReview(user);

    // The first quote is shown, expires, and the next is slow: the review says it is getting one.
    await screen.findByText(before);
    await screen.findByText('Getting a quote…', {}, { timeout: 5_000 });
    const button = screen.getByRole('button', { name: confirm });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    // The reason is said with the button: what it waits for.
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('Getting a quote…');

    // A press, by pointer or by keyboard, sends nothing and leaves focus where it was.
    const focused = document.activeElement;
    await user.click(button);
    expect(document.activeElement).toBe(focused);
    button.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(button);

    slow.answer();
    expect(await screen.findByText(after)).toBeTruthy();
    expect(screen.queryByText(before)).toBeNull();
    await stepHeading('Review');
    expect(chain.posts(path)).toHaveLength(0);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(button.getAttribute('aria-describedby')).toBeNull();

    // Confirmed against the figure on screen, the buy receipt says that figure (the sell's says the service's payout).
    await user.click(button);
    await stepHeading('Request received');
    expect(chain.posts(path)).toHaveLength(1);
    if (receipt) expect(screen.getByText(new RegExp(`: ${receipt}$`))).toBeTruthy();
  });
});
