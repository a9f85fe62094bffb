import { Profiler } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockQuote } from '../../../src/mock';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { QUOTE_DEBOUNCE_MS } from '../../../src/react/quote/useQuoteTarget';
import { createChain, renderRamp } from '../support';

afterEach(() => {
  vi.useRealTimers();
});

describe('the quote line while the person types', () => {
  it('renders nothing per keystroke, keeps the last quote in view, and follows the amount once typing pauses', async () => {
    let commits = 0;
    const chain = createChain({ signer: { quote: createMockQuote() } });
    const { user } = renderRamp(
      <Profiler id="buy" onRender={() => (commits += 1)}>
        <BuyRamp signer={chain.signer} />
      </Profiler>,
    );
    const amount = screen.getByLabelText('Amount in naira');
    await user.type(amount, '25000');
    expect(await screen.findByText('24,900.00 cNGN', {})).toBeTruthy();
    const line = document.querySelector('[data-slot="quote"]');

    // From here no timer fires unless the test moves the clock: typing cannot be slow enough to pause.
    // (user-event waits on a timer of its own between keys, so each keystroke is an input event here.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = commits;
    for (const typed of ['', '3', '30', '300', '3000', '30000']) fireEvent.input(amount, { target: { value: typed } });
    expect(commits).toBe(before);
    expect(line?.textContent).toMatch(/24,900\.00 cNGN/);

    vi.advanceTimersByTime(QUOTE_DEBOUNCE_MS);
    await vi.waitFor(() => expect(line?.textContent).toMatch(/29,900\.00 cNGN/));
    // The same live region throughout, so the new figure is announced and its space never moved.
    expect(document.querySelector('[data-slot="quote"]')).toBe(line);
    expect(chain.seen.filter((request) => request.path.endsWith('/quote'))).toHaveLength(2);
  });

  it('quotes a prefilled amount from the first render, and empties the line once the amount is cleared', async () => {
    const chain = createChain({ signer: { quote: createMockQuote() } });
    const { user } = renderRamp(<BuyRamp signer={chain.signer} defaultValues={{ amount: '30000' }} />);
    // The first render already knows the amount: no keystroke, so no pause to wait for.
    expect(await screen.findByText('29,900.00 cNGN', {})).toBeTruthy();
    await user.clear(screen.getByLabelText('Amount in naira'));
    await expect.poll(() => document.querySelector('[data-slot="quote"]')?.getAttribute('data-state')).toBe('idle');
    // The line's kept space says what will show there, rather than standing empty.
    expect(document.querySelector('[data-slot="quote"]')?.textContent).toBe('Enter an amount within the limits to see what you receive.');
    expect(document.querySelector('[data-slot="quote"]')?.textContent).not.toMatch(/29,900/);
  });
});
