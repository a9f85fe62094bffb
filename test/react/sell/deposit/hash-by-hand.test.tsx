import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../../src/mock';
import type { Network } from '../../../../src/core';
import { SellRamp } from '../../../../src/react/sell/SellRamp';
import { sellLaterCode } from '../../../../src/react/sell/laterCode';
import type { RampEvent } from '../../../../src/react/flow/events';
import { WALLETS, createChain, expectNoAxeViolations, renderRamp, sellBankToReview, stepHeading } from '../../support';

beforeEach(() => sessionStorage.clear());

/** A sale on `network`, up to its receipt with the deposit instructions (no browser wallet in the page). */
async function saleOn(network: Network, wallet: string) {
  await sellLaterCode.load();
  const chain = createChain({ mock: { lifecycle: { settleAfterMs: 3_600_000 } }, signer: { depositAddresses: MOCK_DEPOSIT_ADDRESSES } });
  const events: RampEvent[] = [];
  const ui = <SellRamp signer={chain.signer} networks={[network]} defaultValues={{ asset: 'USDC' }} onEvent={(event) => events.push(event)} />;
  const rendered = renderRamp(ui);
  const { user } = rendered;
  await user.type(screen.getByLabelText('Amount to sell'), '50.25');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Network and wallet');
  await user.type(screen.getByLabelText('Wallet address you will send from'), wallet);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await sellBankToReview(user);
  await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
  await stepHeading('Request received');
  const deposit = within(await screen.findByRole('group', { name: 'Now send the coins' }));
  return { ...rendered, ui, events, deposit };
}

const sent = (events: RampEvent[]) => events.filter((event) => event.type === 'deposit_sent');
const FIELD = 'Sent them yourself? Transaction hash';

describe('the hash of a deposit sent by hand', () => {
  it.each([
    ['polygon', WALLETS.polygon, `0x${'ab'.repeat(32)}`, 'ab'.repeat(32), 'Polygon'],
    ['stellar', WALLETS.stellar, 'c0ffee'.repeat(10) + 'c0ff', `0x${'ab'.repeat(32)}`, 'Stellar'],
    ['solana', WALLETS.solana, '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW', `0x${'ab'.repeat(32)}`, 'Solana'],
  ] as [Network, string, string, string, string][])('on %s: a hash of another network’s shape is refused on the field, the right one kept, shown, and reported once', async (network, wallet, hash, wrong, label) => {
    const { user, deposit, events, unmount, ui, container } = await saleOn(network, wallet);
    const field = deposit.getByLabelText(FIELD);

    await user.click(deposit.getByRole('button', { name: 'Save the hash' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(deposit.getByText('Enter the transaction hash')).toBeTruthy();

    await user.type(field, wrong);
    await user.click(deposit.getByRole('button', { name: 'Save the hash' }));
    const error = deposit.getByText(`This is not a ${label} transaction hash: copy it whole from your wallet’s activity`);
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    // What was typed stays.
    expect((field as HTMLInputElement).value).toBe(wrong);
    expect(sent(events)).toEqual([]);
    await expectNoAxeViolations(container);

    await user.clear(field);
    await user.type(field, ` ${hash} `);
    await user.click(deposit.getByRole('button', { name: 'Save the hash' }));
    const done = within(await screen.findByRole('group', { name: 'Coins sent' }));
    expect(done.getByText(hash)).toBeTruthy();
    expect(document.activeElement).toBe(done.getByRole('heading', { name: 'Coins sent' }));
    expect(screen.queryByRole('group', { name: 'Now send the coins' })).toBeNull();
    expect(sent(events)).toEqual([{ type: 'deposit_sent', flow: 'sell', reference: expect.any(String), network, hash }]);
    await expectNoAxeViolations(container);

    // A reload puts it back, and does not report it again.
    unmount();
    const again = renderRamp(ui);
    expect(within(await screen.findByRole('group', { name: 'Coins sent' })).getByText(hash)).toBeTruthy();
    expect(sent(events)).toHaveLength(1);
    again.unmount();
  });

  // The receipt's summary says what the person did: sent, once the deposit says so, not "You send".
  it('the summary says "You sent" once the deposit is saved as sent, and after a reload', async () => {
    const { user, deposit, unmount, ui } = await saleOn('polygon', WALLETS.polygon);
    expect(screen.getByText('You send')).toBeTruthy();
    await user.type(deposit.getByLabelText(FIELD), `0x${'ab'.repeat(32)}`);
    await user.click(deposit.getByRole('button', { name: 'Save the hash' }));
    await screen.findByRole('group', { name: 'Coins sent' });
    expect(screen.getByText('You sent')).toBeTruthy();
    expect(screen.queryByText('You send')).toBeNull();
    unmount();
    renderRamp(ui);
    await screen.findByRole('group', { name: 'Coins sent' });
    expect(screen.getByText('You sent')).toBeTruthy();
    expect(screen.queryByText('You send')).toBeNull();
  });
});
