import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import type { SignerFetch } from '../../../src/react/config/types';
import { createChain, renderRamp, sellToReview, stepHeading } from '../support';

const WALLET_REFUSED = 'The service refused this wallet address.';
const ACCOUNT_REFUSED = 'The service refused this account number.';

/** The real chain, except that the first sell request is refused naming two fields on two steps. */
function refusingTwoFields(chain: ReturnType<typeof createChain>): SignerFetch {
  let refused = false;
  return (input, init) => {
    if (!refused && init?.method === 'POST' && String(input).startsWith('/offramp')) {
      refused = true;
      const error = { code: 'validation', message: 'Check the highlighted fields.', fields: { wallet_address: WALLET_REFUSED, account_number: ACCOUNT_REFUSED } };
      return Promise.resolve(Response.json({ error }, { status: 422 }));
    }
    return chain.signer(input, init);
  };
}

/** Another valid Stellar address (the Stellar docs' example), to type over the refused one. */
const OTHER_WALLET = 'GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H';

/** A sell confirmed against a signer that refuses two fields: the chain, the user, and the wallet field it lands on. */
async function refusedSell() {
  const chain = createChain();
  const { user } = renderRamp(<SellRamp signer={refusingTwoFields(chain)} />);
  await sellToReview(user);
  await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
  await stepHeading('Network and wallet');
  return { chain, user, wallet: screen.getByLabelText('Wallet address you will send from') };
}

describe('a rejection naming several fields', () => {
  it('marks every one, on its own step, and Continue from a fixed field goes to the next still-refused one before review', async () => {
    // The first named field, in screen order: its step, marked, focused, with the signer's words.
    const { chain, user, wallet } = await refusedSell();
    await waitFor(() => expect(document.activeElement).toBe(wallet));
    expect(wallet.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(WALLET_REFUSED)).toBeTruthy();
    // The alert says once what to do; the signer's summary is not said beside it a second time.
    const alert = document.querySelector('[data-slot="error"]')!;
    expect(alert.textContent).toContain('Please correct the highlighted details.');
    expect(alert.textContent).not.toContain('Check the highlighted fields.');

    // Fixed (typed again), Continue: the bank step, where the second named field is marked too.
    await user.clear(wallet);
    await user.type(wallet, OTHER_WALLET);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Bank account to receive naira');
    const account = screen.getByLabelText('Account number');
    await waitFor(() => expect(document.activeElement).toBe(account));
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(ACCOUNT_REFUSED)).toBeTruthy();

    // Fixed too: now review, and the request goes through.
    await user.clear(account);
    await user.type(account, '0123456780');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading(/Request received|Naira paid out/);
    expect(chain.posts('/transactions/v1/offramp')).toHaveLength(1);
  });

  it('a still-refused field the person did not change is not skipped on the way to review', async () => {
    const { user, wallet } = await refusedSell();
    await user.clear(wallet);
    await user.type(wallet, OTHER_WALLET);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Bank account to receive naira');
    // Continue without changing the refused account number: it stays where the person is, still marked.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Bank account to receive naira');
    expect(screen.getByLabelText('Account number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Review' })).toBeNull();
  });
});
