import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { buyToReview, createChain, detailValue, renderRamp, sellToBankStep, stepHeading } from '../support';

// The review shows each value as it will be sent: an account number typed in groups is sent as its
// ten digits, so the review shows those digits, and the request carries exactly what the review said.

describe('the review shows what the request sends', () => {
  it('sell: an account number typed with spaces and dashes', async () => {
    const chain = createChain();
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToBankStep(user);
    await user.type(screen.getByLabelText('Bank'), 'Wema Bank');
    await user.type(screen.getByLabelText('Account number'), '948-094 8372');
    await user.type(screen.getByLabelText('Account name'), '  Tansi Jones ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');

    expect(detailValue('account_number')).toBe('9480948372');
    expect(detailValue('account_name')).toBe('Tansi Jones');
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    const [sent] = chain.posts('/transactions/v1/offramp');
    expect(sent?.body).toMatchObject({ account_number: '9480948372', account_name: 'Tansi Jones' });
  });

  it('buy: the account number paid from, typed in groups', async () => {
    const chain = createChain();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(user, { accountNumber: '0123 456 780' });

    expect(detailValue('account_number')).toBe('0123456780');
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading('Request received');
    const [sent] = chain.posts('/transactions/v1/onramp');
    expect(sent?.body).toMatchObject({ account_number: '0123456780' });
  });
});
