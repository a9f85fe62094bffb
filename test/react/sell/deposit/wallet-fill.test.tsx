import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_NETWORKS } from '../../../../src/core';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../../src/mock';
import { SellRamp } from '../../../../src/react/sell/SellRamp';
import { sellLaterCode } from '../../../../src/react/sell/laterCode';
import { createChain, expectNoAxeViolations, renderRamp, sellBankToReview, stepHeading } from '../../support';
import { announce, scriptedWallet, type WalletScript } from '../../../../stories/support/wallets';

const ACCOUNT = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
let stop = () => {};

beforeEach(() => sessionStorage.clear());
afterEach(() => stop());

/** A Polygon sale up to its wallet step, with a browser wallet announced by EIP-6963. */
async function walletStep(script: WalletScript = {}) {
  await sellLaterCode.load();
  const chain = createChain({ mock: { lifecycle: { settleAfterMs: 3_600_000 } }, signer: { depositAddresses: MOCK_DEPOSIT_ADDRESSES, tokens: TEST_NETWORKS } });
  const wallet = scriptedWallet(script);
  stop = announce({ name: 'Test Wallet', provider: wallet.provider });
  const rendered = renderRamp(<SellRamp signer={chain.signer} networks={['polygon']} defaultValues={{ asset: 'USDC' }} />);
  await rendered.user.type(screen.getByLabelText('Amount to sell'), '50.25');
  await rendered.user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Network and wallet');
  return { ...rendered, wallet, chain };
}

describe('the sell’s wallet address from the connected wallet', () => {
  it('fills the address with the wallet’s account, says so, and the sale sends it', async () => {
    const { user, wallet, chain, container } = await walletStep();
    await user.click(await screen.findByRole('button', { name: 'Fill in from Test Wallet' }));
    const field = screen.getByLabelText<HTMLInputElement>('Wallet address you will send from');
    await within(field.form!).findByText('Filled in with the account of Test Wallet. Send the coins from this account.');
    expect(field.value).toBe(ACCOUNT);
    // Only the account was asked: nothing to sign, no chain switched.
    expect(wallet.calls.map((call) => call.method)).toEqual(['eth_requestAccounts']);
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await sellBankToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    const posts = chain.posts('/transactions/v1/offramp');
    expect(posts).toHaveLength(1);
    expect((posts[0]!.body as { wallet_address?: string }).wallet_address).toBe(ACCOUNT);
  });

  it('a declined request leaves the field as typed and says so in words', async () => {
    const { user } = await walletStep({ fail: { eth_requestAccounts: { code: 4001 } } });
    const field = screen.getByLabelText<HTMLInputElement>('Wallet address you will send from');
    await user.type(field, '0xabc');
    await user.click(await screen.findByRole('button', { name: 'Fill in from Test Wallet' }));
    const said = await screen.findByText('You declined in your wallet: nothing was filled in. Type the address instead.');
    expect(said.getAttribute('role')).toBe('alert');
    expect(field.value).toBe('0xabc');
  });
});
