import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNCLAIMED_FOR_MS } from '../../../src/core';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import { buyProofToReview, createChain, renderRamp, stepHeading, WALLETS, wholeText } from '../support';

// A buy marked paid survives its tab: a new tab (nothing in sessionStorage) takes the transfer up under its
// narration from what the device keeps in localStorage, and never shows a new narration or an account to pay.

const KEY = 'naira-ramp:buy';
const SLOW = { timeout: 15_000 };
const device = () => localStorage.getItem(KEY);
const narration = () => document.querySelector('[data-field="narration"] .nr-detail-value')?.textContent ?? '';
beforeAll(() => buyLaterCode.load(), 60_000);

type User = ReturnType<typeof renderRamp>['user'];

/** Buy ₦30,000 from Babatunde Adeyemi up to "I have paid"; returns the narration the pay step showed. */
async function pay(user: User): Promise<string> {
  await user.type(screen.getByLabelText('Amount in naira'), '30000');
  await user.click(await screen.findByRole('radio', { name: /Babatunde Adeyemi/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Pay the vendor');
  const paidWith = narration();
  expect(paidWith).toMatch(/^\d{16}$/);
  await user.click(screen.getByRole('button', { name: 'I have paid' }));
  await stepHeading('Proof of payment');
  return paidWith;
}

/** The tab closes and a new one opens: the widget goes, and nothing of this tab is left. */
function newTab(view: { unmount: () => void }, ui = <BuyRamp signer={createChain().signer} />) {
  view.unmount();
  sessionStorage.clear();
  return renderRamp(ui);
}

describe('a paid transfer in a new tab', () => {
  it('is taken up on the proof step under its narration, with no account to pay, and sent under that reference once', async () => {
    const chain = createChain();
    const first = renderRamp(<BuyRamp signer={chain.signer} />);
    const paidWith = await pay(first.user);
    await waitFor(() => expect(device()).toContain(paidWith), SLOW);

    const { user } = newTab(first, <BuyRamp signer={chain.signer} />);
    await stepHeading('Proof of payment');
    expect(await screen.findByText(wholeText(/^You have told us you paid ₦30,000.00 to Babatunde Adeyemi/))).toBeTruthy();
    expect(narration()).toBe(paidWith);
    expect(screen.queryByText(/Send exactly/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'I have paid' })).toBeNull();

    await buyProofToReview(user, { wallet: WALLETS.stellar });
    expect(screen.getByText(wholeText(/You have told us you paid ₦30,000.00 to Babatunde Adeyemi/))).toBeTruthy();
    // Back to the pay step: the transfer as paid, under the same narration, nothing asking to pay.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Pay the vendor');
    expect(narration()).toBe(paidWith);
    expect(screen.queryByText(/Send exactly/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');

    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading(/Request received|Stablecoin sent/);
    expect(chain.mock.transactions).toHaveLength(1);
    expect(chain.mock.transactions[0]?.reference).toBe(paidWith);
    expect(chain.seen.filter((request) => request.path === '/onramp').map((request) => request.idempotencyKey)).toEqual([paidWith]);
    // Accepted: the device keeps it no more.
    await waitFor(() => expect(device()).toBeNull(), SLOW);
  });

  it('keeps only the narration, the amount, the vendor number and when it was paid: never the proof nor the wallet', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} />);
    const paidWith = await pay(user);
    // Come from the pay step, the person has just seen what they paid: the proof step asks straight away.
    expect(screen.queryByText(/You have told us you paid/)).toBeNull();
    await user.type(screen.getByLabelText('Bank you paid from'), 'Access Bank');
    await user.type(screen.getByLabelText('Account number you paid from'), '0123456780');
    await user.type(screen.getByLabelText(/^Account name/), 'Tansi Jones');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Where to receive the stablecoin');
    await user.type(screen.getByLabelText('Wallet address'), WALLETS.stellar);
    await waitFor(() => expect(sessionStorage.getItem(KEY)).toContain(WALLETS.stellar), SLOW);
    const stored = device() ?? '';
    const [kept] = JSON.parse(stored) as { reference: string; values: Record<string, string>; paidAt: string }[];
    expect(kept).toEqual({ reference: paidWith, values: { amount: '30,000', vendorNumber: '2034567891' }, paidAt: expect.any(String) });
    for (const secret of ['Access Bank', '0123456780', 'Tansi Jones', WALLETS.stellar, 'bankName', 'accountNumber', 'accountName', 'walletAddress']) expect(stored).not.toContain(secret);
  });

  it('stays while it is set aside for a separate purchase, and goes once it is dismissed knowingly', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} />);
    const paidWith = await pay(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Pay the vendor');
    await user.click(screen.getByRole('button', { name: 'Change amount or vendor' }));
    await user.click(screen.getByRole('button', { name: 'Start a separate purchase' }));
    await stepHeading('Amount');
    const parked = await screen.findByRole('group', { name: 'A payment not claimed yet' });
    await waitFor(() => expect(sessionStorage.getItem(KEY)).toContain(`"parked":{"reference":"${paidWith}"`), SLOW);
    expect(device()).toContain(paidWith);
    await user.click(within(parked).getByRole('button', { name: 'Dismiss it' }));
    await user.click(within(parked).getByRole('button', { name: 'Yes, dismiss it' }));
    await waitFor(() => expect(device()).toBeNull(), SLOW);
  });

  it('is not taken up once older than the device keeps it: the new tab starts afresh', async () => {
    const first = renderRamp(<BuyRamp signer={createChain().signer} />);
    const paidWith = await pay(first.user);
    await waitFor(() => expect(device()).toContain(paidWith), SLOW);
    const [kept] = JSON.parse(device() ?? '[]') as { paidAt: string }[];
    const paidAt = new Date(Date.parse(kept!.paidAt) - UNCLAIMED_FOR_MS).toISOString();
    localStorage.setItem(KEY, JSON.stringify([{ ...kept, paidAt }]));

    const { user } = newTab(first);
    await user.type(await screen.findByLabelText('Amount in naira'), '20000');
    await user.click(await screen.findByRole('radio', { name: /Babatunde Adeyemi/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Pay the vendor');
    expect(narration()).toMatch(/^\d{16}$/);
    expect(narration()).not.toBe(paidWith);
    expect(screen.queryByText(/You have told us you paid/)).toBeNull();
    // The old one is gone from the device with the first write.
    await waitFor(() => expect(device() ?? '').not.toContain(paidWith), SLOW);
  });

  it('leaves a tab with its own state as it was, and that tab leaves the transfer on the device', async () => {
    const other = renderRamp(<BuyRamp signer={createChain().signer} />);
    await other.user.type(screen.getByLabelText('Amount in naira'), '50000');
    await other.user.click(await screen.findByRole('radio', { name: /Adaeze Okonkwo/ }));
    await waitFor(() => expect(sessionStorage.getItem(KEY)).toContain('50,000'), SLOW);
    const ownTab = sessionStorage.getItem(KEY)!;
    const paying = newTab(other);
    const paidWith = await pay(paying.user);
    await waitFor(() => expect(device()).toContain(paidWith), SLOW);
    paying.unmount();

    // A reload of the other tab: its own state comes back.
    sessionStorage.setItem(KEY, ownTab);
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} />);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Amount in naira').value).toBe('50,000'));
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('radio', { name: /Adaeze Okonkwo/ }).checked).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Pay the vendor');
    expect(screen.getByText(/Send exactly ₦50,000.00/)).toBeTruthy();
    expect(narration()).not.toBe(paidWith);
    await waitFor(() => expect(sessionStorage.getItem(KEY)).toContain('"step":"pay"'), SLOW);
    expect(device()).toContain(paidWith);
  });

  it('keeps nothing on the device with persistPaid={false}, nor with persist={false}', async () => {
    for (const off of [{ persistPaid: false }, { persist: false }]) {
      const view = renderRamp(<BuyRamp signer={createChain().signer} {...off} />);
      await pay(view.user);
      await view.user.type(screen.getByLabelText('Bank you paid from'), 'Access Bank');
      if (!off.persist) await waitFor(() => expect(sessionStorage.getItem(KEY)).toContain('Access Bank'), SLOW);
      expect(localStorage.length).toBe(0);
      view.unmount();
    }
  });
});
