import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../src/mock';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { createChain, renderRamp, sellToReview, stepHeading } from '../support';
import { manualQueryTimers } from '../../support/query-timers';
import { confirmPendingBuy, FAST, FRESH, HOUR, polledUntil } from './pending';

// The receipt polls on React Query's timers, which stand still until a test moves them on to a settled request.
const timers = manualQueryTimers();

// The signer gives the sale a Stellar deposit address (the network the sell helpers choose).
const DEPOSIT = { depositAddresses: { stellar: MOCK_DEPOSIT_ADDRESSES.stellar } };

const stages = () => screen.getAllByRole('listitem').filter((item) => item.closest('[data-slot="timeline"]'));
const depositShown = () => document.querySelector('[data-slot="deposit"]') !== null;

async function confirmSell(chain: ReturnType<typeof createChain>) {
  const { user } = renderRamp(<SellRamp signer={chain.signer} statusPolling={FAST} />);
  await sellToReview(user);
  await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
  return user;
}

describe('the receipt follows the status', () => {
  it('while pending: "Request received", where to send the coins, the middle stage under way and not bold like a done one', async () => {
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: HOUR } }, signer: { ...FRESH, ...DEPOSIT } });
    await confirmSell(chain);
    await stepHeading('Request received');
    await screen.findByText('Pending', { selector: '.nr-status' });
    expect(screen.getByRole('group', { name: 'Now send the coins' })).toBeTruthy();
    const [received, middle, last] = stages();
    expect(middle!.getAttribute('data-state')).toBe('current');
    // Worded as under way, not as done while the page says it is still awaited.
    expect(middle!.textContent).not.toMatch(/Stablecoin received/);
    expect(middle!.textContent).toMatch(/Waiting for your stablecoin/);
    const weight = (item: Element) => Number(getComputedStyle(item).fontWeight);
    expect(weight(middle!)).toBeLessThan(weight(received!));
    expect(last!.getAttribute('data-state')).toBe('upcoming');
  });

  it('a completed sale: its heading says so, and nothing asks for the coins any more', async () => {
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: HOUR } }, signer: { ...FRESH, ...DEPOSIT } });
    await confirmSell(chain);
    await stepHeading('Request received');
    expect(depositShown()).toBe(true);
    chain.mock.settle(String(chain.mock.transactions[0]!.reference), 'completed');
    await polledUntil(timers, () => screen.getByText('Completed', { selector: '.nr-status' }));
    await stepHeading('Naira paid out');
    expect(screen.queryByRole('heading', { name: 'Request received' })).toBeNull();
    expect(depositShown()).toBe(false);
    expect(screen.queryByText(/Send exactly/)).toBeNull();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(stages().map((item) => item.getAttribute('data-state'))).toEqual(['done', 'done', 'done']);
  });

  it('a failed sale: "Request not completed", and no deposit address to send coins to', async () => {
    const chain = createChain({ mock: { lifecycle: { settleTo: 'failed' } }, signer: { ...FRESH, ...DEPOSIT } });
    await confirmSell(chain);
    await polledUntil(timers, () => screen.getByText('Failed', { selector: '.nr-status' }));
    await stepHeading('Request not completed');
    expect(depositShown()).toBe(false);
    expect(screen.queryByText(/Send exactly/)).toBeNull();
  });

  it('a completed buy: the heading says the stablecoin was sent; while pending the payment is being confirmed, not "confirmed"', async () => {
    const { settle } = await confirmPendingBuy();
    expect(stages().map((item) => item.textContent)).toEqual(['Request receivedDone', 'Confirming your paymentIn progress', 'Stablecoin sentNot yet']);
    settle('completed');
    await polledUntil(timers, () => screen.getByRole('heading', { level: 3, name: 'Stablecoin sent' }));
    await waitFor(() => expect(stages().map((item) => item.textContent)).toEqual(['Request receivedDone', 'Payment confirmedDone', 'Stablecoin sentDone']));
  });
});
