import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { createChain, expectFocusedHeading, renderRamp, startAnother, stepHeading, WALLETS } from '../support';

describe('<BuyRamp> end to end through the signer and the mock service', () => {
  it('completes a buy and sends the spec body once, with the reference as idempotency key', async () => {
    const chain = createChain();
    const onSuccess = vi.fn();
    const onStepChange = vi.fn();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} onSuccess={onSuccess} onStepChange={onStepChange} />);

    expect(screen.getByRole('region', { name: 'Buy NGN stablecoin' })).toBeTruthy();
    // Limits are shown before anything is typed.
    expect(screen.getByText('Between ₦20,000.00 and ₦2,000,000.00.')).toBeTruthy();
    await user.type(screen.getByLabelText('Amount in naira'), '25000.50');
    await user.click(await screen.findByRole('radio', { name: /Babatunde Adeyemi/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await expectFocusedHeading('Pay the vendor');
    const details = within(screen.getByRole('heading', { name: 'Pay the vendor' }).closest('form')!);
    expect(details.getByText('Babatunde Adeyemi')).toBeTruthy();
    expect(details.getByText('Guaranty Trust Bank')).toBeTruthy();
    expect(details.getByText('2034567891')).toBeTruthy();
    expect(details.getByText('₦25,000.50')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I have paid' }));

    await stepHeading('Proof of payment');
    await user.type(screen.getByLabelText('Bank you paid from'), 'Zenith Bank');
    await user.type(screen.getByLabelText('Account number you paid from'), '0987654321');
    await user.type(screen.getByLabelText(/Account name/), 'Ngozi Obi');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('Where to receive the stablecoin');
    await user.click(screen.getByRole('radio', { name: 'Solana' }));
    await user.type(screen.getByLabelText('Wallet address'), WALLETS.solana);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('Review');
    expect(screen.getByText('₦25,000.50')).toBeTruthy();
    expect(screen.getByText(WALLETS.solana)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));

    await stepHeading('Request received');
    const posts = chain.posts('/transactions/v1/onramp');
    expect(posts).toHaveLength(1);
    const body = posts[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      business_id: 'biz_test_01',
      link_tag: 'link_test',
      type: 'buy_ramp',
      amount: 25000.5,
      vendor_name: 'Babatunde Adeyemi',
      vendor_bank: 'Guaranty Trust Bank',
      vendor_number: '2034567891',
      bank_name: 'Zenith Bank',
      account_number: '0987654321',
      account_name: 'Ngozi Obi',
      network: 'solana',
      wallet_address: WALLETS.solana,
    });
    expect(typeof body.reference).toBe('string');
    const onramp = chain.seen.filter((r) => r.path === '/onramp');
    expect(onramp.map((r) => r.idempotencyKey)).toEqual([body.reference]);

    const record = onSuccess.mock.calls[0]![0] as { transaction_id: string; reference: string };
    expect(onSuccess).toHaveBeenCalledTimes(1);
    // The receipt: the reference to copy up front, the transaction id and the business's settlement account in details.
    expect(await screen.findByRole('button', { name: 'Copy reference' })).toBeTruthy();
    expect(screen.getByText(record.reference)).toBeTruthy();
    await user.click(screen.getByText('More details'));
    expect(screen.getByText(record.transaction_id)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy transaction ID' })).toBeTruthy();
    expect(screen.getByText('Business settlement account number')).toBeTruthy();
    expect(screen.getByText(/You do not pay into it/)).toBeTruthy();
    expect(onStepChange.mock.calls.map((c) => c[0])).toEqual(['pay', 'proof', 'destination', 'review', 'receipt']);

    await startAnother(user);
    await stepHeading('Amount');
    expect((screen.getByLabelText('Amount in naira') as HTMLInputElement).value).toBe('');
  });
});
