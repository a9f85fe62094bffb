import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import { createChain, renderRamp, stepHeading } from '../support';

// The later steps' code is fetched (and, here, transformed) the first time a flow needs it: once, before the tests.
beforeAll(() => buyLaterCode.load(), 60_000);

// The narration (the transfer's reference) and the payment window are there as the pay step first shows:
// a person never sees an empty narration, nor one that changes under their eyes while they copy it.

const SLOW = { timeout: 15_000 };
const KEY = 'naira-ramp:buy';
const VALUE = '[data-field="narration"] .nr-detail-value';
const narration = () => document.querySelector(VALUE)?.textContent ?? '';
const payShown = () => [...document.querySelectorAll('h3')].some((heading) => heading.textContent === 'Pay the vendor');
const keptPayBy = () => (JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as { values?: { payBy?: string } }).values?.payBy;

/**
 * Watches the page from now on: at each change while the pay step shows, the narration and whether the
 * window's countdown is there; and each change made inside the narration once the step showed (a value
 * written after the step first rendered).
 */
function watchPayStep() {
  const seen: { narration: string; window: boolean }[] = [];
  let rewritten = 0;
  const observer = new MutationObserver((records) => {
    if (!payShown()) return;
    const target = (node: Node) => (node instanceof Element ? node : node.parentElement);
    rewritten += records.filter((record) => target(record.target)?.closest(VALUE)).length;
    seen.push({ narration: narration(), window: document.querySelector('[data-slot="pay-window"]') !== null });
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return {
    /** Every narration shown while the pay step was on screen, each once. */
    narrations: () => [...new Set(seen.map((shown) => shown.narration))],
    windowMissing: () => seen.filter((shown) => !shown.window).length,
    rewritten: () => rewritten,
    stop: () => observer.disconnect(),
  };
}

async function toPayStep(user: ReturnType<typeof renderRamp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Pay the vendor');
  await waitFor(() => expect(narration()).not.toBe(''), SLOW);
}

describe('the pay step shows its narration and window from its first render', () => {
  it('never shows the narration empty or changing, on the first arrival nor on coming back', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} paymentWindowMinutes={15} />);
    await user.type(screen.getByLabelText('Amount in naira'), '25000');
    await user.click(await screen.findByRole('radio', { name: /Adaeze Okonkwo/ }, SLOW));
    const watch = watchPayStep();
    await toPayStep(user);
    const first = narration();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Amount');
    await toPayStep(user);
    watch.stop();

    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(watch.narrations()).toEqual([first]);
    expect(watch.windowMissing()).toBe(0);
    expect(watch.rewritten()).toBe(0);
  });

  it('comes back from a reload with the same narration and window, shown at once', async () => {
    const chain = createChain();
    const before = renderRamp(<BuyRamp signer={chain.signer} paymentWindowMinutes={15} />);
    await before.user.type(screen.getByLabelText('Amount in naira'), '30000');
    await before.user.click(await screen.findByRole('radio', { name: /Babatunde Adeyemi/ }, SLOW));
    await toPayStep(before.user);
    const first = narration();
    await waitFor(() => expect(sessionStorage.getItem(KEY)).toContain(`"reference":"${first}"`), SLOW);
    const payBy = keptPayBy();
    expect(payBy).toMatch(/^\d{4}-\d\d-\d\dT/);
    before.unmount();

    const watch = watchPayStep();
    renderRamp(<BuyRamp signer={chain.signer} paymentWindowMinutes={15} />);
    await stepHeading('Pay the vendor');
    await waitFor(() => expect(narration()).not.toBe(''), SLOW);
    watch.stop();

    expect(watch.narrations()).toEqual([first]);
    expect(watch.windowMissing()).toBe(0);
    expect(watch.rewritten()).toBe(0);
    expect(keptPayBy()).toBe(payBy);
  });
});
