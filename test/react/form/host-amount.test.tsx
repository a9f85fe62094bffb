import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { buyProofToReview, createChain, detailValue, renderRamp, sellBankToReview, stepHeading, WALLETS } from '../support';

afterEach(() => sessionStorage.clear());

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

// A host that fixes the amount (a top-up of a known price) gives it as it has it, "25000": the person
// sees it as they would see it had they typed it, and the review and the request say the same amount.
describe('an amount the host locked', () => {
  it('buy: is shown grouped as a typed amount is once left, formatted on the review, sent as the number', async () => {
    const typed = renderRamp(<BuyRamp signer={createChain().signer} />);
    await typed.user.type(input('Amount in naira'), '25000');
    await typed.user.tab();
    const shownTyped = input('Amount in naira').value;
    typed.unmount();

    const chain = createChain();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} lockedValues={{ amount: '25000' }} />);
    const amount = input('Amount in naira');
    expect(amount.value).toBe('25,000');
    expect(amount.value).toBe(shownTyped);
    expect(amount.readOnly).toBe(true);
    await user.click(await screen.findByRole('radio', { name: /Adaeze Okonkwo/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'I have paid' }));
    await buyProofToReview(user);
    expect(detailValue('amount')).toBe('₦25,000.00');
    expect(screen.queryByRole('button', { name: 'Edit amount' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Confirm/ }));
    await stepHeading('Request received');
    expect(chain.posts('/transactions/v1/onramp')[0]!.body).toMatchObject({ amount: 25000 });
  });

  it('sell: keeps its decimals, without adding any, and sends what it shows', async () => {
    const chain = createChain();
    const { user } = renderRamp(<SellRamp signer={chain.signer} lockedValues={{ amount: '1250.50' }} />);
    expect(input('Amount to sell').value).toBe('1,250.5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Network and wallet');
    await user.type(screen.getByLabelText('Wallet address you will send from'), WALLETS.stellar);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await sellBankToReview(user);
    expect(detailValue('amount')).toBe('1,250.50 USDT');
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    expect(chain.posts('/transactions/v1/offramp')[0]!.body).toMatchObject({ amount: 1250.5 });
  });

  it('is shown as given when it does not read as an amount, with the error that says why', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} lockedValues={{ amount: '25000.505' }} />);
    expect(input('Amount in naira').value).toBe('25000.505');
    await screen.findByRole('radio', { name: /Adaeze Okonkwo/ });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Use at most 2 decimal places')).toBeTruthy();
  });
});

// A host that suggests an amount (the last top-up) gives it as it has it too: the field shows it as a typed
// amount shows once left, and it stays the person's to change.
describe('an amount the host prefilled', () => {
  it('buy: is shown grouped from the first paint, open to change, formatted on the review, sent as the number', async () => {
    const chain = createChain();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} defaultValues={{ amount: '25000' }} />);
    const amount = input('Amount in naira');
    expect(amount.value).toBe('25,000');
    expect(amount.readOnly).toBe(false);
    await user.click(await screen.findByRole('radio', { name: /Adaeze Okonkwo/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'I have paid' }));
    await buyProofToReview(user);
    expect(detailValue('amount')).toBe('₦25,000.00');
    await user.click(screen.getByRole('button', { name: /Confirm/ }));
    await stepHeading('Request received');
    expect(chain.posts('/transactions/v1/onramp')[0]!.body).toMatchObject({ amount: 25000 });
  });

  it('sell: keeps its decimals, without adding any', () => {
    renderRamp(<SellRamp signer={createChain().signer} defaultValues={{ amount: '1250.50' }} />);
    expect(input('Amount to sell').value).toBe('1,250.5');
  });
});
