import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import { buyProofToReview, buyToReview, createChain, expectFocusedHeading, renderRamp, startAnother, stepHeading } from '../support';

// A host's link back (`reference`) opens the receipt of an earlier request. The tab may keep another
// flow meanwhile, a transfer already paid among them: looking at the old receipt must not lose it.

const KEY = 'naira-ramp:buy';
const RECEIPT = /Request received|Stablecoin sent/;
beforeAll(() => buyLaterCode.load(), 60_000);

const narration = () => document.querySelector('[data-field="narration"] .nr-detail-value')?.textContent;

/** An earlier purchase accepted, then a new one paid (its narration on the transfer) in the same tab: the earlier one's reference and the paid one's narration. */
async function paidAfterAnEarlierPurchase(chain: ReturnType<typeof createChain>) {
  const earlier = renderRamp(<BuyRamp signer={chain.signer} />);
  await buyToReview(earlier.user);
  await earlier.user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
  await stepHeading(RECEIPT);
  const reference = String(chain.mock.transactions[0]?.reference);
  await earlier.user.click(screen.getByRole('button', { name: 'Start another' }));
  const yes = screen.queryByRole('button', { name: 'Yes, start another' });
  if (yes) await earlier.user.click(yes);

  // A new purchase, paid: its narration is on the person's transfer.
  await earlier.user.type(await screen.findByLabelText('Amount in naira'), '30000');
  await earlier.user.click(await screen.findByRole('radio', { name: /Adaeze Okonkwo/ }));
  await earlier.user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Pay the vendor');
  const paid = narration();
  await earlier.user.click(screen.getByRole('button', { name: 'I have paid' }));
  await stepHeading('Proof of payment');
  await waitFor(() => expect(sessionStorage.getItem(KEY)).toContain('"step":"proof"'));
  earlier.unmount();
  return { reference, paid };
}

describe('a receipt opened from its reference', () => {
  it('leaves a paid transfer in progress where the checkout finds it again, narration and all', async () => {
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: 60_000 } } });
    const { reference, paid } = await paidAfterAnEarlierPurchase(chain);

    // The same tab opens the host's link back to the earlier purchase, whose status the receipt follows.
    let statusKnown = () => {};
    const known = new Promise<void>((resolve) => (statusKnown = resolve));
    const link = renderRamp(<BuyRamp signer={chain.signer} reference={reference} onStatusChange={() => statusKnown()} />);
    await stepHeading(RECEIPT);
    await known;
    // Whatever the flow writes on that change is written by the end of this task.
    await new Promise((resolve) => setTimeout(resolve));
    link.unmount();

    // Back at the checkout: the paid transfer, on its step, under its narration.
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await stepHeading('Proof of payment');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Pay the vendor');
    expect(narration()).toBe(paid);
    expect(screen.getByText(/You have told us you paid/)).toBeTruthy();
  });

  it('"Start another" there takes up the paid transfer the tab keeps, rather than start a purchase over it', async () => {
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: 60_000 } } });
    const { reference, paid } = await paidAfterAnEarlierPurchase(chain);
    const { user } = renderRamp(<BuyRamp signer={chain.signer} reference={reference} />);
    await stepHeading(RECEIPT);
    await startAnother(user);

    // The checkout as this tab left it: the paid transfer on its step, focus on its heading, under its narration.
    await expectFocusedHeading('Proof of payment');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Pay the vendor');
    expect(narration()).toBe(paid);
    expect(screen.getByText(/You have told us you paid/)).toBeTruthy();
    // Kept so for a reload, and going on from there as any flow does: its request under its narration, then
    // "Start another" on its receipt is a new purchase.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Proof of payment');
    await waitFor(() => expect(sessionStorage.getItem(KEY)).toContain(`"reference":"${paid}"`));
    await buyProofToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading(RECEIPT);
    expect(chain.mock.transactions.map((transaction) => transaction.reference)).toEqual([reference, paid]);
    await startAnother(user);
    await stepHeading('Amount');
    expect((screen.getByLabelText('Amount in naira') as HTMLInputElement).value).toBe('');
  });
});
