import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import type { BuyFormValues } from '../../../src/react/buy/form';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import type { SellFormValues } from '../../../src/react/sell/form';
import { buyProofToWallet, createChain, sellBankToReview, stepHeading, WALLETS } from '../support';

afterEach(() => sessionStorage.clear());

// A host that learns the user's wallet after the widget has mounted (fetched from its own API) passes
// lockedValues then: what the widget shows read-only must be what it checks and sends.
function LateLocks<V>({ widget, locks }: { widget: (locked: Partial<V> | undefined) => React.ReactNode; locks: Partial<V> }) {
  const [locked, setLocked] = useState<Partial<V>>();
  return (
    <>
      <button type="button" onClick={() => setLocked(locks)}>
        Wallet loaded
      </button>
      {widget(locked)}
    </>
  );
}

const value = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('lockedValues given after the widget mounted', () => {
  it('buy: the wallet step shows the locked network and wallet, and the request carries them', async () => {
    const chain = createChain();
    const user = userEvent.setup({ delay: null });
    render(
      <LateLocks<BuyFormValues>
        widget={(locked) => <BuyRamp signer={chain.signer} lockedValues={locked} />}
        locks={{ network: 'polygon', walletAddress: WALLETS.polygon }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Wallet loaded' }));
    await user.type(screen.getByLabelText('Amount in naira'), '25000');
    await user.click(await screen.findByRole('radio', { name: /Adaeze Okonkwo/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'I have paid' }));
    await buyProofToWallet(user);
    expect(value('Network').value).toBe('Polygon');
    expect(value('Wallet address').value).toBe(WALLETS.polygon);
    expect(value('Wallet address').readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    await user.click(screen.getByRole('button', { name: /Confirm/ }));
    await stepHeading('Request received');
    expect(chain.posts('/transactions/v1/onramp')[0]!.body).toMatchObject({ network: 'polygon', wallet_address: WALLETS.polygon });
  });

  it.each([
    ['buy', 'Amount in naira', '25000', '25,000'],
    ['sell', 'Amount to sell', '50', '50'],
  ])('%s: an amount locked after mount is the first step\'s amount: shown as a typed one, and taken by Continue', async (flow, label, amount, shown) => {
    const chain = createChain();
    const user = userEvent.setup({ delay: null });
    render(
      flow === 'buy' ? (
        <LateLocks<BuyFormValues> widget={(locked) => <BuyRamp signer={chain.signer} lockedValues={locked} />} locks={{ amount }} />
      ) : (
        <LateLocks<SellFormValues> widget={(locked) => <SellRamp signer={chain.signer} lockedValues={locked} />} locks={{ amount }} />
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Wallet loaded' }));
    await expect.poll(() => value(label).value).toBe(shown);
    expect(value(label).readOnly).toBe(true);
    if (flow === 'buy') await user.click(await screen.findByRole('radio', { name: /Adaeze Okonkwo/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading(flow === 'buy' ? 'Pay the vendor' : 'Network and wallet');
  });

  it('sell: locks arriving while the person is on the wallet step replace what was typed, and its error', async () => {
    const chain = createChain();
    const user = userEvent.setup({ delay: null });
    render(
      <LateLocks<SellFormValues>
        widget={(locked) => <SellRamp signer={chain.signer} lockedValues={locked} />}
        locks={{ network: 'solana', walletAddress: WALLETS.solana }}
      />,
    );
    await user.type(screen.getByLabelText('Amount to sell'), '50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Network and wallet');
    await user.type(screen.getByLabelText('Wallet address you will send from'), 'not a wallet');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Wallet address you will send from').getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Wallet loaded' }));
    const wallet = await screen.findByDisplayValue(WALLETS.solana);
    expect(wallet.getAttribute('aria-invalid')).not.toBe('true');
    expect(value('Network').value).toBe('Solana');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Bank account to receive naira');
    await sellBankToReview(user);
    await user.click(screen.getByRole('button', { name: /Confirm/ }));
    await stepHeading('Request received');
    expect(chain.posts('/transactions/v1/offramp')[0]!.body).toMatchObject({ network: 'solana', wallet_address: WALLETS.solana });
  });
});
