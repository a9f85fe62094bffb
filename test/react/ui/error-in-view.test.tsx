import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { buyToReview, createChain, renderRamp } from '../support';

const liveRegion = () => document.querySelector('[data-slot="live-region"]')!;
const errorAlert = () => document.querySelector<HTMLElement>('[data-slot="error"]');

/** Expects the element wholly inside the visible part of the page. */
function expectOnScreen(element: Element) {
  const box = element.getBoundingClientRect();
  expect(box.top).toBeGreaterThanOrEqual(0);
  expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
}

afterEach(async () => {
  await page.viewport(414, 896);
});

describe('errors where the person is', () => {
  for (const width of [320, 375]) {
    it(`at ${width} px a failed submit, and a failed retry, bring the alert into view and give it focus; the live region stops saying "Submitting"`, async () => {
      await page.viewport(width, 560);
      const chain = createChain();
      const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
      await buyToReview(user);
      chain.mock.setFaults({ route: 'onramp', status: 503, times: 2 });
      const confirm = screen.getByRole('button', { name: 'Confirm and buy' });
      confirm.scrollIntoView({ block: 'end' });
      await user.click(confirm);
      await waitFor(() => expect(document.activeElement).toBe(errorAlert()));
      expectOnScreen(errorAlert()!);
      expect(errorAlert()!.textContent).toMatch(/Trying again will not create a second transaction/);
      expect(liveRegion().textContent).not.toMatch(/Submitting/);

      // The retry fails too: the new alert is where the person is, again.
      const retry = screen.getByRole('button', { name: 'Try again' });
      window.scrollTo(0, document.documentElement.scrollHeight);
      await user.click(retry);
      await waitFor(() => expect(document.activeElement).toBe(errorAlert()));
      expectOnScreen(errorAlert()!);
      expect(liveRegion().textContent).not.toMatch(/Submitting/);
      expect(chain.posts('/transactions/v1/onramp').length).toBeLessThanOrEqual(2);
    });
  }

  it('a rejection naming a field sends focus to that field, not to the alert', async () => {
    await page.viewport(320, 560);
    const chain = createChain({ signer: { limits: { buy: { max: 30_000 } } } });
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(user, { amount: '50000' });
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    const amount = await screen.findByLabelText('Amount in naira');
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expectOnScreen(amount);
    expect(liveRegion().textContent).not.toMatch(/Submitting/);
  });
});
