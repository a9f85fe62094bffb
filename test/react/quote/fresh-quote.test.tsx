import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockQuote } from '../../../src/mock';
import type { QuoteQuery } from '../../../src/core';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { createChain, renderRamp, sellToReview } from '../support';

const quoteState = () => document.querySelector('[data-slot="quote"]')?.getAttribute('data-state');

afterEach(() => {
  vi.useRealTimers();
});

describe('fresh numbers on review', () => {
  it('asks for the quote again before it expires, so Confirm never sits beside an expired estimate', async () => {
    // The page's clock is a fake one that also runs on by itself, so the flow is driven as usual and
    // the watch below can jump it on; each jump waits for any request it set off to be answered.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    // Each quote holds a minute, and each answer's rate is a little better than the last.
    let asked = 0;
    let expiresAt = Infinity;
    const askedInTime: boolean[] = [];
    const quote = (query: QuoteQuery) => {
      asked += 1;
      askedInTime.push(Date.now() < expiresAt);
      const answer = createMockQuote({ ttlMs: 60_000, sellRate: 1_500 + asked })(query);
      expiresAt = Date.parse(answer.expires_at ?? '');
      return answer;
    };
    const chain = createChain({ signer: { quote } });
    const { user, queryClient } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToReview(user);
    await waitFor(() => expect(quoteState()).toBe('ready'));
    const first = asked;
    const shown = new Set<string>();
    // Watched for two and a half minutes, a second at a time (well past two lifetimes): never expired beside the confirm button.
    for (let watched = 0; watched < 150_000; watched += 1_000) {
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(quoteState()).not.toBe('expired');
      expect(screen.queryByText(/This quote has expired/)).toBeNull();
      shown.add(document.querySelector('.nr-quote-receive strong')?.textContent ?? '');
    }
    expect(screen.getByRole('button', { name: 'Confirm and sell' })).toBeTruthy();
    expect(asked - first).toBeGreaterThanOrEqual(2);
    // Each asked before the one in view had expired, not once it had.
    expect(askedInTime.every(Boolean)).toBe(true);
    // The new figures were shown, not only fetched.
    expect(shown.size).toBeGreaterThanOrEqual(2);
  });
});
