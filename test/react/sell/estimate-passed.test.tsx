import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockQuote, MOCK_DEPOSIT_ADDRESSES } from '../../../src/mock';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { sellLaterCode } from '../../../src/react/sell/laterCode';
import { createChain, renderRamp, sellToReview, stepHeading } from '../support';

// The later steps' code is fetched (and, here, transformed) the first time a flow needs it: once, before the tests.
beforeAll(() => sellLaterCode.load(), 60_000);
afterEach(() => vi.useRealTimers());

const HOUR = 3_600_000;
const TEN_MINUTES = 600_000;

/**
 * The screen tells the truth, and goes on telling it: the sell receipt says "The estimate holds until
 * 20:21." from the quote. Once that time has passed (the person still reading, the coins not yet sent),
 * the sentence is no longer true; the deadline beside it already changes when its time passes.
 */
describe('until when the estimate holds, on the sell receipt', () => {
  it('no longer says the estimate holds once that time has passed', async () => {
    // The page's clock is a fake one that runs on by itself, so the test can move it past the quote's end.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const quote = createMockQuote();
    const chain = createChain({
      mock: { lifecycle: { settleAfterMs: HOUR } },
      signer: {
        depositAddresses: { stellar: MOCK_DEPOSIT_ADDRESSES.stellar },
        quote: (query) => ({ ...quote(query), expires_at: new Date(Date.now() + TEN_MINUTES).toISOString() }),
      },
    });
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    const box = within(await screen.findByRole('group', { name: 'Now send the coins' }));
    expect(box.getByText(/^The estimate holds until /)).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(TEN_MINUTES + 60_000));
    expect(box.queryByText(/^The estimate holds until /)).toBeNull();
    expect(box.getByText(/^The estimate held until .+: what you receive may now differ\.$/)).toBeTruthy();
  });
});
