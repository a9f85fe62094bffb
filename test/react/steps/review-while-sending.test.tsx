import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../src/mock';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { buyToReview, createChain, detailValue, renderRamp, sellToReview } from '../support';
import { gate, type Gate } from '../../support/gate';

// While a confirmed request is on its way (a slow service), the review is what is being sent: going
// back to change a value then would leave the receipt showing values that were never sent.

/** The service holds the request until the test has tried every way back (a fixed latency could run out first). */
const heldUntil = (route: 'onramp' | 'offramp', answer: Gate) => ({
  mock: { faults: { route, until: answer.promise, times: 1 } },
  signer: { depositAddresses: MOCK_DEPOSIT_ADDRESSES },
});

describe('the review while its request is on the way', () => {
  it('sell: Back and every Edit say they are unavailable and do nothing; the receipt shows what was sent', async () => {
    const answer = gate();
    const chain = createChain(heldUntil('offramp', answer));
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await screen.findByRole('button', { name: /Submitting/ });

    const edit = screen.getByRole('button', { name: 'Edit you send' });
    const back = screen.getByRole('button', { name: 'Back' });
    expect(edit.getAttribute('aria-disabled')).toBe('true');
    expect(back.getAttribute('aria-disabled')).toBe('true');
    // The person tries to change the amount: press Edit, then type a new amount where focus is.
    await user.click(edit);
    await user.keyboard('{Control>}a{/Control}60');
    await user.click(back);
    expect(screen.getByRole('heading', { level: 3, name: 'Review' })).toBeTruthy();

    answer.open();
    await screen.findByRole('heading', { level: 3, name: 'Request received' });
    const [sent] = chain.posts('/transactions/v1/offramp');
    expect(sent?.body).toMatchObject({ amount: 50 });
    await waitFor(() => expect(detailValue('sent')).toBe('50.00 USDT on Stellar'));
  });

  it('buy: Back, Edit and "Change amount or vendor" do nothing while the request is on its way', async () => {
    const answer = gate();
    const chain = createChain(heldUntil('onramp', answer));
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await screen.findByRole('button', { name: /Submitting/ });

    for (const name of ['Edit wallet address', 'Back', 'Change amount or vendor']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('aria-disabled'), name).toBe('true');
      await user.click(button);
      expect(screen.getByRole('heading', { level: 3, name: 'Review' })).toBeTruthy();
    }
    expect(screen.queryByRole('group', { name: 'What do you want to change?' })).toBeNull();
    answer.open();
    await screen.findByRole('heading', { level: 3, name: 'Request received' });
  });
});
