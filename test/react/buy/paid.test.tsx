import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { buyToReview, createChain, renderRamp, startAnother, stepHeading, wholeText } from '../support';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import { sellLaterCode } from '../../../src/react/sell/laterCode';

// The later steps' code is fetched (and, here, transformed) the first time a flow needs it: once, before the tests.
beforeAll(() => Promise.all([buyLaterCode.load(), sellLaterCode.load()]), 60_000);

// A transfer made is one reference: correcting what was paid keeps it, and a separate purchase keeps the
// paid one on screen, and in the tab, until its claim is sent or it is dismissed knowingly.

const SLOW = { timeout: 15_000 };
const RECEIPT = /Request received|Stablecoin sent/;
const narration = () => document.querySelector('[data-field="narration"] .nr-detail-value')?.textContent ?? '';
const bodies = (chain: ReturnType<typeof createChain>) => chain.posts('/transactions/v1/onramp').map((post) => post.body as Record<string, unknown>);

/** Buy to the review, noting the narration the pay step showed. */
async function paidToReview(user: Parameters<typeof buyToReview>[0]) {
  let shown = '';
  const observer = new MutationObserver(() => (shown = narration() || shown));
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  await buyToReview(user);
  observer.disconnect();
  return shown;
}

async function choose(user: Parameters<typeof buyToReview>[0], answer: string) {
  await user.click(screen.getByRole('button', { name: 'Change amount or vendor' }));
  const question = screen.getByRole('group', { name: 'What do you want to change?' });
  expect(document.activeElement).toBe(within(question).getByText('What do you want to change?'));
  await user.click(within(question).getByRole('button', { name: answer }));
}

describe('paid is paid', () => {
  it('shows amount and vendor read-only on review once paid, with no Edit for them', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} />);
    await buyToReview(user);
    expect(screen.getByText(wholeText(/You have told us you paid ₦25,000.00 to Adaeze Okonkwo/))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit amount' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit payment vendor' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit wallet address' })).toBeTruthy();
  });

  it('"Keep as it is" closes the question and gives focus back to the button that asked', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} />);
    await buyToReview(user);
    await choose(user, 'Keep as it is');
    expect(screen.queryByRole('group', { name: 'What do you want to change?' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change amount or vendor' }));
  });

  it('corrects what was paid under the same narration: told so, past the pay step, and sent with it', async () => {
    const chain = createChain();
    const onEvent = vi.fn();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} onEvent={onEvent} />);
    const paidWith = await paidToReview(user);
    expect(paidWith).toMatch(/^\d{16}$/);
    await choose(user, 'Correct what I paid');
    await stepHeading('Amount');
    const amount = screen.getByLabelText<HTMLInputElement>('Amount in naira');
    expect(document.activeElement).toBe(amount);
    expect(screen.getByText(new RegExp(`The narration stays ${paidWith}`))).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '40000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Paid already: the pay step, which invites a payment, is not shown again.
    await stepHeading('Review');
    expect(screen.getByText(/You have told us you paid ₦40,000.00/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading(RECEIPT);
    expect(bodies(chain)).toEqual([expect.objectContaining({ amount: 40000, reference: paidWith })]);
    expect(chain.mock.transactions).toHaveLength(1);
    expect(onEvent).toHaveBeenCalledWith({ type: 'paid_correcting', flow: 'buy', reference: paidWith });
  });

  it('a separate purchase keeps the paid transfer on screen and in the tab until it is claimed, then sends each under its own narration', async () => {
    const chain = createChain();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    const first = await paidToReview(user);
    await choose(user, 'Start a separate purchase');
    await stepHeading('Amount');
    const parked = () => screen.getByRole('group', { name: 'A payment not claimed yet' });
    expect(parked().textContent).toContain(`You said you paid ₦25,000.00 to Adaeze Okonkwo, Access Bank 0123456789, with the narration ${first}`);
    await waitFor(() => expect(sessionStorage.getItem('naira-ramp:buy')).toContain(`"parked":{"reference":"${first}"`), SLOW);

    // The new purchase has its own narration, and the paid one stays in view on every step.
    const amount = screen.getByLabelText<HTMLInputElement>('Amount in naira');
    await user.clear(amount);
    await user.type(amount, '30000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Pay the vendor');
    const second = narration();
    expect(second).toMatch(/^\d{16}$/);
    expect(second).not.toBe(first);
    expect(parked()).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    await stepHeading('Review');
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading(RECEIPT);
    expect(parked()).toBeTruthy();

    // Claimed from the receipt: a request for the first transfer, past its pay step.
    await user.click(within(parked()).getByRole('button', { name: 'Claim this payment' }));
    await stepHeading('Proof of payment');
    expect(screen.queryByRole('group', { name: 'A payment not claimed yet' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Where to receive the stablecoin');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    expect(screen.getByText(/You have told us you paid ₦25,000.00/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await waitFor(() => expect(bodies(chain)).toHaveLength(2), SLOW);
    expect(bodies(chain).map((body) => [body.reference, body.amount])).toEqual([
      [second, 30000],
      [first, 25000],
    ]);
    expect(chain.mock.transactions).toHaveLength(2);
  });

  it('is dismissed only after asking, and leaves the tab then', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} />);
    const first = await paidToReview(user);
    await choose(user, 'Start a separate purchase');
    const parked = await screen.findByRole('group', { name: 'A payment not claimed yet' });
    await user.click(within(parked).getByRole('button', { name: 'Dismiss it' }));
    const question = within(parked).getByRole('group', { name: 'Dismiss this payment?' });
    expect(question.textContent).toContain(`the business needs its narration, ${first}, to find it`);
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(document.activeElement).toBe(within(parked).getByRole('button', { name: 'Dismiss it' }));
    await user.click(within(parked).getByRole('button', { name: 'Dismiss it' }));
    await user.click(within(parked).getByRole('button', { name: 'Yes, dismiss it' }));
    expect(screen.queryByRole('group', { name: 'A payment not claimed yet' })).toBeNull();
    await waitFor(() => expect(sessionStorage.getItem('naira-ramp:buy') ?? '').not.toContain(first), SLOW);
  });

  it('survives "Start another" and a reload', async () => {
    const chain = createChain();
    const view = renderRamp(<BuyRamp signer={chain.signer} />);
    const first = await paidToReview(view.user);
    await choose(view.user, 'Start a separate purchase');
    await stepHeading('Amount');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await view.user.click(await screen.findByRole('button', { name: 'I have paid' }));
    await stepHeading('Review');
    await view.user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading(RECEIPT);
    await startAnother(view.user);
    await stepHeading('Amount');
    expect(screen.getByRole('group', { name: 'A payment not claimed yet' }).textContent).toContain(first);
    await waitFor(() => expect(sessionStorage.getItem('naira-ramp:buy')).toContain(first), SLOW);
    view.unmount();
    renderRamp(<BuyRamp signer={chain.signer} />);
    expect((await screen.findByRole('group', { name: 'A payment not claimed yet' }, SLOW)).textContent).toContain(first);
  });
});
