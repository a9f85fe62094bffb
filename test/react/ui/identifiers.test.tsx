import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../src/mock';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { buyToReview, createChain, renderRamp, sellToReview, stepHeading, WALLETS } from '../support';

const HOUR = 3_600_000;
const PENDING = { lifecycle: { settleAfterMs: HOUR } };

/** What a sighted person reads in an element: its text without the copy kept for screen readers. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.nr-visually-hidden').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}
const record = (chain: ReturnType<typeof createChain>) => chain.mock.transactions[0]! as { reference: string; transaction_id: string };

describe('identifiers as given', () => {
  it('a buy: the reference (16 digits) and the transaction id read exactly as given, not grouped; the wallet address in groups of four', async () => {
    const chain = createChain({ mock: PENDING });
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading('Request received');
    const { reference, transaction_id: transactionId } = record(chain);
    expect(reference).toMatch(/^\d{16}$/);
    expect(visibleText(document.querySelector('.nr-reference-value')!)).toBe(reference);
    expect(document.querySelector('.nr-reference-value .nr-group')).toBeNull();
    await user.click(await screen.findByText('More details'));
    expect(visibleText(document.querySelector('[data-field="transaction_id"] .nr-detail-value')!)).toBe(transactionId);
    // Addresses keep their groups of four (with the whole value for screen readers).
    const wallet = document.querySelector('[data-field="wallet_address"] .nr-detail-value')!;
    expect(visibleText(wallet).replace(/\s/g, '')).toBe(WALLETS.stellar);
    expect(wallet.querySelectorAll('.nr-group')).toHaveLength(WALLETS.stellar.length / 4);
  });

  it('a sale: the service’s reference as given, the deposit address in groups of four', async () => {
    const chain = createChain({ mock: PENDING, signer: { depositAddresses: { stellar: MOCK_DEPOSIT_ADDRESSES.stellar } } });
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    expect(visibleText(document.querySelector('.nr-reference-value')!)).toBe(record(chain).reference);
    const deposit = document.querySelector('.nr-deposit-address')!;
    expect(deposit.querySelectorAll('.nr-group')).toHaveLength(MOCK_DEPOSIT_ADDRESSES.stellar.address.length / 4);
  });
});
