import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkAmountLimits, validateAccountNumber, validateWalletAddress, WALLET_FORMAT_HINTS } from '../../../src/core';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { buyProofToWallet, createChain, describedError, renderRamp, stepHeading, STELLAR_SECRET, WALLETS } from '../support';

async function toDestination(user: ReturnType<typeof renderRamp>['user']) {
  await user.type(screen.getByLabelText('Amount in naira'), '30000');
  await user.click(await screen.findByRole('radio', { name: /Chinedu Eze/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'I have paid' }));
  await buyProofToWallet(user);
}

describe('validation surfaced on the fields', () => {
  it('names the formatted minimum, only after the first blur, then follows each keystroke', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} />);
    const amount = screen.getByLabelText('Amount in naira');
    await user.type(amount, '5000');
    expect(amount.getAttribute('aria-invalid')).toBe('false');
    await user.tab();
    const expected = checkAmountLimits('5000', { min: 20_000, max: 2_000_000 }, 'NGN')?.message;
    expect(expected).toContain('₦20,000.00');
    expect(describedError(amount)).toBe(expected);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.closest('[data-invalid]')).not.toBeNull();
    await user.type(amount, '0');
    expect(describedError(amount)).toBeUndefined();
  });

  it('replaces one message with the next while the field stays wrong, and keeps another field\'s message as it was', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} />);
    const amount = screen.getByLabelText('Amount in naira');
    await screen.findByRole('radio', { name: /Adaeze Okonkwo/ });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const vendorError = await screen.findByText('Choose a payment vendor');
    expect(describedError(amount)).toBeTruthy();
    await user.type(amount, '5000');
    expect(describedError(amount)).toBe(checkAmountLimits('5000', { min: 20_000, max: 2_000_000 }, 'NGN')?.message);
    await user.type(amount, '0000');
    expect(describedError(amount)).toBe(checkAmountLimits('50000000', { min: 20_000, max: 2_000_000 }, 'NGN')?.message);
    expect(vendorError.isConnected).toBe(true);
  });

  it('names the formatted maximum, and the host limits when given', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} limits={{ buy: { min: 25_000, max: 500_000 } }} />);
    expect(screen.getByText('Between ₦25,000.00 and ₦500,000.00.')).toBeTruthy();
    const amount = screen.getByLabelText('Amount in naira');
    await user.type(amount, '600000');
    await user.tab();
    expect(describedError(amount)).toBe(checkAmountLimits('600000', { min: 25_000, max: 500_000 }, 'NGN')?.message);
    expect(describedError(amount)).toContain('₦500,000.00');
  });

  it('refuses to leave a step with errors and focuses the first bad field', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} />);
    await screen.findByRole('radio', { name: /Adaeze Okonkwo/ });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Amount');
    expect(document.activeElement).toBe(screen.getByLabelText('Amount in naira'));
    expect(screen.getByText('Choose a payment vendor')).toBeTruthy();
  });

  it('checks the wallet for each network with its format hint', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} />);
    await toDestination(user);
    const wallet = screen.getByLabelText('Wallet address');
    const wrong = { stellar: WALLETS.polygon, polygon: WALLETS.solana, solana: WALLETS.stellar, avalanche: WALLETS.stellar } as const;
    for (const [network, label] of [['stellar', 'Stellar'], ['polygon', 'Polygon'], ['solana', 'Solana'], ['avalanche', 'Avalanche']] as const) {
      await user.click(screen.getByRole('radio', { name: label }));
      expect(screen.getByText(WALLET_FORMAT_HINTS[network])).toBeTruthy();
      await user.clear(wallet);
      await user.type(wallet, wrong[network]);
      await user.tab();
      const check = validateWalletAddress(network, wrong[network]);
      expect(check.ok).toBe(false);
      expect(describedError(wallet)).toBe(check.ok ? undefined : check.message);
      await user.clear(wallet);
      await user.type(wallet, WALLETS[network]);
      expect(describedError(wallet)).toBeUndefined();
    }
  });

  it('re-checks a typed wallet when the network changes', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} />);
    await toDestination(user);
    const wallet = screen.getByLabelText('Wallet address');
    await user.type(wallet, WALLETS.stellar);
    await user.tab();
    expect(describedError(wallet)).toBeUndefined();
    await user.click(screen.getByRole('radio', { name: 'Polygon' }));
    expect(describedError(wallet)).toBeTruthy();
  });

  it('warns when a Stellar secret key is pasted (paste is allowed)', async () => {
    const { user } = renderRamp(<BuyRamp signer={createChain().signer} />);
    await toDestination(user);
    const wallet = screen.getByLabelText('Wallet address');
    await user.click(wallet);
    await user.paste(STELLAR_SECRET);
    expect((wallet as HTMLInputElement).value).toBe(STELLAR_SECRET);
    await user.tab();
    const check = validateWalletAddress('stellar', STELLAR_SECRET);
    expect(check.ok ? '' : check.code).toBe('secret_key');
    expect(describedError(wallet)).toBe(check.ok ? undefined : check.message);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(document.activeElement).toBe(wallet);
  });

  it('wants a 10-digit account number and a listed bank', async () => {
    const { user } = renderRamp(<SellRamp signer={createChain().signer} />);
    await user.type(screen.getByLabelText('Amount to sell'), '20');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Network and wallet');
    await user.type(screen.getByLabelText('Wallet address you will send from'), WALLETS.stellar);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Bank account to receive naira');
    const number = screen.getByLabelText('Account number');
    expect(number.getAttribute('inputmode')).toBe('numeric');
    expect(number.getAttribute('autocomplete')).toBe('off');
    await user.type(number, '12345');
    await user.tab();
    expect(describedError(number)).toBe(validateAccountNumber('12345'));
    await user.type(number, '67890');
    expect(describedError(number)).toBeUndefined();
    const bank = screen.getByLabelText('Bank');
    await user.type(bank, 'Bank of Nowhere');
    await user.tab();
    expect(describedError(bank)).toBe('Choose a bank from the list');
  });

  it('checks a stablecoin amount against the sell minimum', async () => {
    const { user } = renderRamp(<SellRamp signer={createChain().signer} />);
    const amount = screen.getByLabelText('Amount to sell');
    await user.type(amount, '19.99');
    await user.tab();
    expect(describedError(amount)).toBe(checkAmountLimits('19.99', { min: 20 }, 'USDT')?.message);
  });
});
