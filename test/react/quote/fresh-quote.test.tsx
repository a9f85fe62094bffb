import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockQuote } from '../../../src/mock';
import type { QuoteQuery } from '../../../src/core';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { createChain, renderRamp, sellToReview } from '../support';

const quoteState = () => document.querySelector('[data-slot="quote"]')?.getAttribute('data-state');

describe('fresh numbers on review', () => {
  it('asks for the quote again before it expires, so Confirm never sits beside an expired estimate', async () => {
    // Each quote holds 1.5 s, and each answer's rate is a little better than the last.
    let asked = 0;
    const quote = (query: QuoteQuery) => {
      asked += 1;
      return createMockQuote({ ttlMs: 1_500, sellRate: 1_500 + asked })(query);
    };
    const chain = createChain({ signer: { quote } });
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToReview(user);
    await expect.poll(quoteState, { timeout: 3000 }).toBe('ready');
    const first = asked;
    const shown = new Set<string>();
    // Watched for 4 s (well past two lifetimes): never expired beside the confirm button.
    const until = Date.now() + 4_000;
    while (Date.now() < until) {
      expect(quoteState()).not.toBe('expired');
      expect(screen.queryByText(/This quote has expired/)).toBeNull();
      shown.add(document.querySelector('.nr-quote-receive strong')?.textContent ?? '');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(screen.getByRole('button', { name: 'Confirm and sell' })).toBeTruthy();
    expect(asked - first).toBeGreaterThanOrEqual(2);
    // The new figures were shown, not only fetched.
    expect(shown.size).toBeGreaterThanOrEqual(2);
  });
});
