import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import { sellLaterCode } from '../../../src/react/sell/laterCode';
import { buyToReview, createChain, reloadMidRequest, renderRamp, SENT_BEFORE_RELOAD, startAnother, stepHeading } from '../support';
import { gate } from '../../support/gate';

const KEY = 'naira-ramp:buy';
const kept = (key = KEY) => sessionStorage.getItem(key);
// A kept receipt's record is read by the flow's later code: on a cold, busy machine its first fetch
// can take longer than waitFor's default second, so these waits allow more (they end as soon as it is there).
const WRITTEN = { timeout: 15_000 };

// The test server compiles the later code on its first request; asked for here, the widgets find it compiled.
beforeAll(() => Promise.all([buyLaterCode.load(), sellLaterCode.load()]), 60_000);

/** Buy up to "Pay the vendor" with ₦30,000 to Babatunde Adeyemi. */
async function buyToPay(user: ReturnType<typeof renderRamp>['user']) {
  await user.type(screen.getByLabelText('Amount in naira'), '30000');
  await user.click(await screen.findByRole('radio', { name: /Babatunde Adeyemi/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Pay the vendor');
}

describe('resume after a reload', () => {
  it('comes back to the pay step with the same vendor and amount', async () => {
    const chain = createChain();
    const first = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToPay(first.user);
    await waitFor(() => expect(kept()).toContain('"step":"pay"'), WRITTEN);
    first.unmount();

    const onEvent = vi.fn();
    renderRamp(<BuyRamp signer={chain.signer} onEvent={onEvent} />);
    await stepHeading('Pay the vendor');
    // The account comes back with the vendor list; the words asking to pay it come with it.
    expect(await screen.findByText('Babatunde Adeyemi')).toBeTruthy();
    expect(screen.getByText(/Send exactly ₦30,000.00/)).toBeTruthy();
    expect(onEvent).toHaveBeenCalledWith({ type: 'resumed', flow: 'buy', step: 'pay' });
    // The restored step is the one reported as viewed, not the first.
    expect(onEvent.mock.calls.map(([event]) => event).filter((event) => event.type === 'step_viewed')).toEqual([
      { type: 'step_viewed', flow: 'buy', step: 'pay', index: 1, total: 5 },
    ]);
  });

  it('comes back to the receipt, and "Start another" forgets it', async () => {
    const chain = createChain();
    const first = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading('Request received');
    const reference = String(chain.mock.transactions[0]!.reference);
    await waitFor(() => expect(kept()).toContain('"step":"receipt"'), WRITTEN);
    first.unmount();

    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await stepHeading('Request received');
    await screen.findByRole('button', { name: 'Copy reference' });
    expect(await screen.findByText(reference)).toBeTruthy();
    // Nothing was sent again.
    expect(chain.posts('/transactions/v1/onramp')).toHaveLength(1);
    await startAnother(user);
    await stepHeading('Amount');
    await waitFor(() => expect(kept()).toBeNull(), WRITTEN);
  });

  it('keeps the reference of a request a reload cut short: it comes back not known, and "Send again" sends the same one', async () => {
    // The service holds its first answer until after the reload.
    const answer = gate();
    const chain = createChain({ mock: { faults: { route: 'onramp', until: answer.promise, times: 1 } } });
    const first = renderRamp(<BuyRamp signer={chain.signer} persistKey={SENT_BEFORE_RELOAD} />);
    await buyToReview(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await waitFor(() => expect(kept(`${SENT_BEFORE_RELOAD}:buy`)).toContain('"status":"submitting"'), WRITTEN);
    reloadMidRequest(first);

    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await stepHeading('Review');
    expect(screen.queryByRole('button', { name: 'Confirm and buy' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    answer.open();
    await stepHeading(/Request received|Stablecoin sent/);
    const keys = chain.seen.filter((r) => r.path === '/onramp').map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(chain.mock.transactions).toHaveLength(1);
  });

  it('keeps nothing with persist={false}, and keeps widgets apart under a host namespace', async () => {
    const chain = createChain();
    const off = renderRamp(<BuyRamp signer={chain.signer} persist={false} />);
    await buyToPay(off.user);
    expect(sessionStorage.length).toBe(0);
    off.unmount();
    const again = renderRamp(<BuyRamp signer={chain.signer} persist={false} />);
    await stepHeading('Amount');
    again.unmount();

    const named = renderRamp(<BuyRamp signer={chain.signer} persistKey="shop-a" />);
    await buyToPay(named.user);
    await waitFor(() => expect(kept('shop-a:buy')).toContain('"step":"pay"'), WRITTEN);
    expect(kept()).toBeNull();
  });

  it('writes nothing over storage the page cleared after the widget went, even a change made just before', async () => {
    const chain = createChain();
    const onEvent = vi.fn();
    const { unmount } = renderRamp(<BuyRamp signer={chain.signer} onEvent={onEvent} />);
    // The flow is ready (nothing kept) when its first step is reported viewed; from then on a change is
    // kept, through the resume code, which arrives after the task that made the change.
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'step_viewed' })));
    fireEvent.change(screen.getByLabelText('Amount in naira'), { target: { value: '30000' } });
    // In the same task the widget goes, and the page forgets what the tab kept (as a host's sign-out does).
    unmount();
    sessionStorage.clear();
    // Every pending microtask and the resume code's arrival run before this next task.
    await new Promise((done) => setTimeout(done));
    await buyLaterCode.load();
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores a kept state it cannot read', async () => {
    sessionStorage.setItem('naira-ramp:sell', '{"v":1,"step":"nowhere"}');
    renderRamp(<SellRamp signer={createChain().signer} />);
    await stepHeading('Amount');
  });
});
