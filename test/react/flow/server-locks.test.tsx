import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import type { LockedValues } from '../../../src/server/auth/authorize';
import { WALLETS, buyToReview, createChain, describedError, expectNoAxeViolations, renderRamp, sellBankToReview, stepHeading } from '../support';

/** The real signer with a host guard that locks these values for the signed-in user. */
const lockedChain = (locked: LockedValues) => createChain({ signer: { authorize: () => ({ userId: 'user_1', locked }) } });

const OTHER_STELLAR = 'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ';

async function sellWithWidgetLocks(user: ReturnType<typeof renderRamp>['user']) {
  await user.type(screen.getByLabelText('Amount to sell'), '30');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Network and wallet');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await sellBankToReview(user);
  await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
}

describe('a value the site locks on the server', () => {
  it('lands on the read-only field when the widget was given another value: that step, focus, error text', async () => {
    const chain = lockedChain({ network: 'stellar', wallet_address: WALLETS.stellar });
    const { user, container } = renderRamp(<SellRamp signer={chain.signer} lockedValues={{ network: 'solana', walletAddress: WALLETS.solana }} />);
    await sellWithWidgetLocks(user);

    await stepHeading('Network and wallet');
    const network = screen.getByLabelText('Network') as HTMLInputElement;
    const wallet = screen.getByLabelText('Wallet address you will send from') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(network));
    expect(network.readOnly).toBe(true);
    expect(network.value).toBe('Solana');
    for (const field of [network, wallet]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
      expect(described).toMatch(/set by the site/);
    }
    expect(chain.posts('/transactions/v1/offramp')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('lands on an editable wallet field when the person typed another wallet, and the locked one goes through', async () => {
    const chain = lockedChain({ wallet_address: OTHER_STELLAR });
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));

    await stepHeading('Where to receive the stablecoin');
    const wallet = screen.getByLabelText('Wallet address') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(wallet));
    expect(wallet.getAttribute('aria-invalid')).toBe('true');
    expect(describedError(wallet)).toMatch(/wallet address is set by the site/);
    expect(wallet.value).toBe(WALLETS.stellar);
    expect(chain.posts('/transactions/v1/onramp')).toHaveLength(0);

    await user.clear(wallet);
    await user.type(wallet, OTHER_STELLAR);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading('Request received');
    expect(chain.posts('/transactions/v1/onramp')).toHaveLength(1);
  });
});
