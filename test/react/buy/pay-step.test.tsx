import { act, screen, waitFor, within } from '@testing-library/react';
import { page } from 'vitest/browser';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import type { BuyRampProps } from '../../../src/react/buy/BuyRamp';
import { timeLeft, windowMark } from '../../../src/react/buy/timeLeft';
import { buyProofToReview, createChain, expectNoAxeViolations, renderRamp, stepHeading } from '../support';

async function toPayStep(props: Partial<BuyRampProps> = {}) {
  const chain = createChain();
  const rendered = renderRamp(<BuyRamp signer={chain.signer} {...props} />);
  const { user } = rendered;
  await user.type(screen.getByLabelText('Amount in naira'), '25000');
  await user.click(await screen.findByRole('radio', { name: /Adaeze Okonkwo/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Pay the vendor');
  const step = within(screen.getByRole('heading', { name: 'Pay the vendor' }).closest('form')!);
  return { ...rendered, chain, step };
}

/** The narration as shown: exactly the reference, never grouped (a person types it as they read it). */
const narration = () => document.querySelector('[data-field="narration"] .nr-detail-value')?.textContent ?? '';

beforeAll(async () => {
  await page.viewport(375, 800);
});

describe('the buy pay step says who and how (375 px)', () => {
  it('says who the vendor is and gives the narration, which is the reference the request is sent with', async () => {
    const { user, container, chain, step } = await toPayStep();
    expect(step.getByText('This account belongs to a payment partner of this business, who receives your naira on its behalf.')).toBeTruthy();
    await waitFor(() => expect(narration()).toMatch(/^[A-Za-z0-9_-]{8,64}$/));
    const shown = narration();
    expect(step.getByRole('button', { name: 'Copy narration' })).toBeTruthy();
    expect(step.getByText(/Type this in the transfer's narration/)).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    await expectNoAxeViolations(container);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);

    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    await buyProofToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading('Request received');
    expect(chain.seen.find((request) => request.path === '/onramp')?.idempotencyKey).toBe(shown);
    expect(chain.posts('/transactions/v1/onramp')[0]!.body).toMatchObject({ reference: shown });
  });

  it('keeps the narration when the person goes back and comes again, before paying', async () => {
    const { user } = await toPayStep();
    await waitFor(() => expect(narration()).not.toBe(''));
    const first = narration();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Pay the vendor');
    expect(narration()).toBe(first);
  });

  it('gives a separate purchase (after paying) a new narration, and a correction keeps it', async () => {
    const { user, chain } = await toPayStep();
    await waitFor(() => expect(narration()).not.toBe(''));
    const first = narration();
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    await stepHeading('Proof of payment');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Pay the vendor');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Change amount or vendor' }));
    await user.click(screen.getByRole('button', { name: 'Start a separate purchase' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Pay the vendor');
    await waitFor(() => expect(narration()).not.toBe(''));
    expect(narration()).not.toBe(first);
    expect(chain.seen.filter((request) => request.path === '/onramp')).toHaveLength(0);
  });

  it('takes the host\'s words for who the vendor is', async () => {
    const { step } = await toPayStep({ messages: { vendorAbout: 'Adaeze is one of Shop Ltd\'s payment agents.' } });
    expect(step.getByText('Adaeze is one of Shop Ltd\'s payment agents.')).toBeTruthy();
  });

  it('counts the host\'s payment window down, as a timer, from when the pay step shows, and says so at 10 minutes, 1 and the end', async () => {
    // A fake clock that also runs on by itself: the flow is driven as usual, and the test jumps it on.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    try {
      const { container } = await toPayStep({ paymentWindowMinutes: 15 });
      const timer = await screen.findByRole('timer');
      expect(timer.textContent).toMatch(/^Time left to pay: (15:00|14:5\d)$/);
      const said = () => within(container.querySelector('[data-slot="pay-window"]')!).getByRole('status').textContent;
      // The mark the window opened on is not said: the step's own announcement is being read then.
      expect(said()).toBe('');
      act(() => vi.advanceTimersByTime(5 * 60_000));
      expect(screen.getByRole('timer').textContent).toMatch(/^Time left to pay: (10:00|9:5\d)$/);
      expect(said()).toBe('10 minutes left to pay.');
      act(() => vi.advanceTimersByTime(9 * 60_000));
      expect(screen.getByRole('timer').textContent).toMatch(/^Time left to pay: (1:00|0:5\d)$/);
      expect(said()).toBe('1 minute left to pay.');
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByRole('timer').getAttribute('data-state')).toBe('over');
      expect(said()).toMatch(/^The time to pay has run out/);
      await expectNoAxeViolations(container);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the window is over, and what to do, once it has closed', async () => {
    const { container } = await toPayStep({ paymentWindowMinutes: 15, defaultValues: { payBy: new Date(Date.now() - 1000).toISOString() } });
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toBe('The time to pay has run out, so the account to pay is no longer shown. Do not send anything to it now.');
    expect(timer.getAttribute('data-state')).toBe('over');
    expect(screen.getByRole('button', { name: 'I already paid' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start again' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

describe('the payment window in words', () => {
  it('shows the time left as m:ss, never below 0:00', () => {
    expect(timeLeft(15 * 60_000, 0)).toEqual({ time: '15:00', minutes: 15, over: false });
    expect(timeLeft(15 * 60_000, 1)).toEqual({ time: '15:00', minutes: 15, over: false });
    expect(timeLeft(65_000, 1_000)).toEqual({ time: '1:04', minutes: 2, over: false });
    expect(timeLeft(0, 5_000)).toEqual({ time: '0:00', minutes: 0, over: true });
  });

  it('is said aloud at each 5 minutes, the last minute and the end, not in between', () => {
    const said = [];
    let last: ReturnType<typeof windowMark>;
    for (let ms = 16 * 60_000; ms >= 0; ms -= 1000) {
      const mark = windowMark(timeLeft(ms, 0));
      if (mark !== undefined && mark !== last) said.push(mark);
      last = mark;
    }
    expect(said).toEqual([15, 10, 5, 1, 'over']);
  });
});
