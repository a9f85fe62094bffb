import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatAmount } from '../../../src/core';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { createChain, expectFocusedHeading, renderRamp, stepHeading, WALLETS } from '../support';

describe('<SellRamp> end to end through the signer and the mock service', () => {
  it('completes a sell: the mock receives exactly the spec body, the signer the idempotency key', async () => {
    const chain = createChain();
    const onSuccess = vi.fn();
    const { user } = renderRamp(<SellRamp signer={chain.signer} onSuccess={onSuccess} />);

    expect(screen.getByRole('region', { name: 'Sell stablecoin' })).toBeTruthy();
    expect(screen.getByText('Between 20.00 USDT and 10,000.00 USDT.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'USDC' }));
    expect(screen.getByText('Between 20.00 USDC and 10,000.00 USDC.')).toBeTruthy();
    await user.type(screen.getByLabelText('Amount to sell'), '25.5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await expectFocusedHeading('Network and wallet');
    await user.click(screen.getByRole('radio', { name: 'Polygon' }));
    expect(screen.getByText('Starts with 0x, 42 characters')).toBeTruthy();
    await user.type(screen.getByLabelText('Wallet address you will send from'), WALLETS.polygon);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('Bank account to receive naira');
    const name = screen.getByLabelText('Account name');
    expect(name.getAttribute('autocomplete')).toBe('name');
    await user.type(screen.getByLabelText('Bank'), 'wema bank');
    await user.type(screen.getByLabelText('Account number'), '9480948372');
    await user.type(name, 'Tansi Jones');
    // A bank typed in another case takes the list's spelling.
    expect((screen.getByLabelText('Bank') as HTMLInputElement).value).toBe('Wema Bank');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('Review');
    expect(screen.getByText('25.50 USDC')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));

    await stepHeading('Request received');
    const posts = chain.posts('/transactions/v1/offramp');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      business_id: 'biz_test_01',
      link_tag: 'link_test',
      type: 'sell_ramp',
      amount: 25.5,
      account_name: 'Tansi Jones',
      account_number: '9480948372',
      bank_name: 'Wema Bank',
      network: 'polygon',
      wallet_address: WALLETS.polygon,
    });
    const offramp = chain.seen.filter((r) => r.path === '/offramp');
    expect(offramp).toHaveLength(1);
    expect(offramp[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    const record = onSuccess.mock.calls[0]![0] as { transaction_id: string; amount: number };
    await user.click(await screen.findByText('More details'));
    expect(screen.getByText(record.transaction_id)).toBeTruthy();
    // The service's own figure, in naira, is what the person receives, beside what they sent in USDC.
    expect(screen.getByText('You receive', { selector: 'dt' }).nextElementSibling?.textContent).toContain(`${formatAmount(record.amount, 'NGN')} into `);
    expect(screen.getByText('25.50 USDC on Polygon', { selector: '[data-field="sent"] dd' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy reference' })).toBeTruthy();
  });
});
