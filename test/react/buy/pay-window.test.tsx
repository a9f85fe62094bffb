import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { useTimeLeft } from '../../../src/react/buy/PayWindow';
import { buyProofToReview, createChain, renderRamp, stepHeading } from '../support';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import { sellLaterCode } from '../../../src/react/sell/laterCode';

// The later steps' code is fetched (and, here, transformed) the first time a flow needs it: once, before the tests.
beforeAll(() => Promise.all([buyLaterCode.load(), sellLaterCode.load()]), 60_000);

// A window that has closed takes no money: once it runs out before "I have paid", the vendor's account
// and its Copy buttons are gone; "Start again" opens a new window with a new narration (nothing was
// paid), "I already paid" goes on with this one, for a transfer made in time. The window runs on fake time.

const narration = () => document.querySelector('[data-field="narration"] .nr-detail-value')?.textContent ?? '';
const accountShown = () => document.querySelector('[data-field="vendor_number"]') !== null;
const SLOW = { timeout: 15_000 };

afterEach(() => {
  vi.useRealTimers();
});

async function payStepWithWindow() {
  // The countdown's clock and tick are fake; everything else (the lists, the request) runs as usual.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  const chain = createChain();
  const rendered = renderRamp(<BuyRamp signer={chain.signer} paymentWindowMinutes={1} />);
  await rendered.user.type(screen.getByLabelText('Amount in naira'), '25000');
  await rendered.user.click(await screen.findByRole('radio', { name: /Adaeze Okonkwo/ }, SLOW));
  await rendered.user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Pay the vendor');
  await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('Time left to pay: 1:00'), SLOW);
  return { ...rendered, chain };
}

/** Lets the window's minute pass, a tick at a time, as the countdown would see it. */
async function runOut() {
  await vi.advanceTimersByTimeAsync(61_000);
  await waitFor(() => expect(screen.getByRole('timer').getAttribute('data-state')).toBe('over'), SLOW);
}

describe('a payment window that runs out before "I have paid"', () => {
  it('hides the account and its Copy buttons; Back and Continue do not open it again', async () => {
    const { user } = await payStepWithWindow();
    expect(accountShown()).toBe(true);
    const first = narration();
    await runOut();
    expect(accountShown()).toBe(false);
    expect(screen.queryByRole('button', { name: 'Copy account number' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy amount to pay' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'I have paid' })).toBeNull();
    expect(screen.queryByText(/Send exactly/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Pay the vendor');
    expect(screen.getByRole('timer').getAttribute('data-state')).toBe('over');
    expect(accountShown()).toBe(false);
    expect(narration()).toBe(first);
  });

  it('"Start again" opens a new window with a new narration, and the request carries the narration then shown', async () => {
    const { user, chain } = await payStepWithWindow();
    const first = narration();
    await runOut();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('Time left to pay: 1:00'), SLOW);
    expect(accountShown()).toBe(true);
    const second = narration();
    expect(second).not.toBe(first);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pay the vendor' }));
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    await finish(user);
    expect(chain.posts('/transactions/v1/onramp').map((post) => (post.body as { reference: string }).reference)).toEqual([second]);
  });

  it('"I already paid" goes on with the narration of the transfer made', async () => {
    const { user, chain } = await payStepWithWindow();
    const first = narration();
    await runOut();
    await user.click(screen.getByRole('button', { name: 'I already paid' }));
    await finish(user);
    expect(chain.posts('/transactions/v1/onramp').map((post) => (post.body as { reference: string }).reference)).toEqual([first]);
    expect(chain.mock.transactions).toHaveLength(1);
  });

  it('moves focus from a Copy button that goes with the account to the heading; focus elsewhere stays', async () => {
    const { user } = await payStepWithWindow();
    await user.click(screen.getByRole('button', { name: 'Copy account number' }));
    await runOut();
    expect(screen.queryByRole('button', { name: 'Copy account number' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Pay the vendor' }));

    // A new window, with Back focused: it stays there as this one runs out too.
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(screen.getByRole('timer').getAttribute('data-state')).toBe('running'), SLOW);
    screen.getByRole('button', { name: 'Back' }).focus();
    await runOut();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }));
  });
});

describe('a pay step without a payment window', () => {
  it('runs no clock: the step renders once, not again for a countdown it does not show', async () => {
    vi.useFakeTimers();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useTimeLeft(undefined);
    });
    // A second on, whatever timer was set runs.
    vi.setSystemTime(Date.now() + 1000);
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBeUndefined();
    expect(renders).toBe(1);
  });
});

async function finish(user: ReturnType<typeof renderRamp>['user']) {
  await buyProofToReview(user);
  await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
  await stepHeading(/Request received|Stablecoin sent/);
}
