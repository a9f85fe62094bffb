import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_NETWORKS } from '../../../../src/core';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../../src/mock';
import { SellRamp } from '../../../../src/react/sell/SellRamp';
import { sellLaterCode } from '../../../../src/react/sell/laterCode';
import type { RampEvent } from '../../../../src/react/flow/events';
import { WALLETS, createChain, renderRamp, sellBankToReview, stepHeading } from '../../support';
import { announce, scriptedWallet, type WalletScript } from '../../../../stories/support/wallets';

const USDC_AMOY = TEST_NETWORKS.polygon.tokens.USDC!.address;
const DEPOSIT = MOCK_DEPOSIT_ADDRESSES.polygon;
let stop = () => {};

beforeEach(() => sessionStorage.clear());
afterEach(() => stop());

/** A Polygon USDC sale of 50.25 on the test networks, up to its receipt. */
async function polygonSale(script: WalletScript = {}, props: Partial<Parameters<typeof SellRamp>[0]> = {}, wallets = true) {
  // The steps after the first arrive with the flow's later code: here before the first Continue.
  await sellLaterCode.load();
  const chain = createChain({ mock: { lifecycle: { settleAfterMs: 3_600_000 } }, signer: { depositAddresses: MOCK_DEPOSIT_ADDRESSES, tokens: TEST_NETWORKS } });
  const wallet = scriptedWallet(script);
  if (wallets) stop = announce({ name: 'Test Wallet', provider: wallet.provider });
  const events: RampEvent[] = [];
  const ui = <SellRamp signer={chain.signer} networks={['polygon']} defaultValues={{ asset: 'USDC' }} onEvent={(event) => events.push(event)} {...props} />;
  const rendered = renderRamp(ui);
  const { user } = rendered;
  await user.type(screen.getByLabelText('Amount to sell'), '50.25');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Network and wallet');
  await user.type(screen.getByLabelText('Wallet address you will send from'), WALLETS.polygon);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await sellBankToReview(user);
  await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
  await stepHeading('Request received');
  const deposit = within(await screen.findByRole('group', { name: 'Now send the coins' }));
  return { ...rendered, ui, wallet, events, deposit };
}

const sent = (events: RampEvent[]) => events.filter((event) => event.type === 'deposit_sent');

describe('sending the deposit from a browser wallet', () => {
  it('switches the chain, sends one transfer of exactly the amount to the deposit address on the coin’s contract, and shows the hash', async () => {
    const { user, wallet, events, deposit, unmount, ui } = await polygonSale();
    await user.click(await deposit.findByRole('button', { name: 'Send 50.25 USDC with Test Wallet' }));
    const done = within(await screen.findByRole('group', { name: 'Coins sent' }));

    const methods = wallet.calls.map((call) => call.method);
    expect(methods).toContain('wallet_switchEthereumChain');
    expect(wallet.calls.find((call) => call.method === 'wallet_switchEthereumChain')?.params).toEqual([{ chainId: '0x13882' }]);
    const sends = wallet.calls.filter((call) => call.method === 'eth_sendTransaction');
    expect(sends).toHaveLength(1);
    expect(methods.indexOf('wallet_switchEthereumChain')).toBeLessThan(methods.indexOf('eth_sendTransaction'));
    const tx = sends[0]!.params![0] as { from: string; to: string; data: string; value: string; chainId: string };
    expect(tx).toMatchObject({ from: WALLETS.polygon, to: USDC_AMOY, value: '0x0', chainId: '0x13882' });
    // transfer(address,uint256): selector, then the deposit address and 50.25 USDC in base units as 32-byte words.
    expect(tx.data.slice(0, 10)).toBe('0xa9059cbb');
    expect(`0x${tx.data.slice(34, 74)}`).toBe(DEPOSIT.toLowerCase());
    expect(BigInt(`0x${tx.data.slice(74)}`)).toBe(50_250_000n);

    const hash = `0x${'ab12'.repeat(16)}`;
    expect(done.getByText(hash)).toBeTruthy();
    expect(done.getByRole('link', { name: 'View on the Polygon explorer' }).getAttribute('href')).toBe(`https://amoy.polygonscan.com/tx/${hash}`);
    // No invitation to send again once sent.
    expect(screen.queryByRole('group', { name: 'Now send the coins' })).toBeNull();
    expect(sent(events)).toEqual([{ type: 'deposit_sent', flow: 'sell', reference: expect.any(String), network: 'polygon', hash }]);

    // A reload puts the hash back, and does not report it again.
    unmount();
    const again = renderRamp(ui);
    expect(within(await screen.findByRole('group', { name: 'Coins sent' })).getByText(hash)).toBeTruthy();
    expect(sent(events)).toHaveLength(1);
    again.unmount();
  });

  it.each([
    ['the person declines (4001)', { fail: { eth_sendTransaction: { code: 4001 } } }, 'You declined the transfer in your wallet. Nothing was sent.'],
    ['the wallet stays on another chain', { fail: { wallet_switchEthereumChain: { code: -32603 } } }, 'Your wallet did not switch to Polygon. Nothing was sent: switch it to Polygon and try again.'],
    ['the balance is short', { balance: 50_249_999n }, 'Your wallet holds less than 50.25 USDC on Polygon. Nothing was sent.'],
    ['no account answers', { fail: { eth_requestAccounts: { code: -32603 } } }, 'No wallet answered. Nothing was sent: open your wallet and try again, or send by hand.'],
  ] as [string, WalletScript, string][])('says so in plain words when %s, sends nothing, and keeps the instructions', async (_, script, words) => {
    const { user, wallet, deposit } = await polygonSale(script);
    await user.click(await deposit.findByRole('button', { name: 'Send 50.25 USDC with Test Wallet' }));
    expect((await deposit.findByRole('alert')).textContent).toBe(words);
    expect(wallet.calls.filter((call) => call.method === 'eth_sendTransaction' && !script.fail?.eth_sendTransaction)).toHaveLength(0);
    expect(deposit.getByRole('button', { name: 'Copy polygon deposit address' })).toBeTruthy();
    expect(deposit.getByRole('button', { name: 'Send 50.25 USDC with Test Wallet' })).toBeTruthy();
  });

  it('asks before sending from an account other than the sale’s wallet', async () => {
    const other = '0x6388add2F71C41668bB0d5Fa1F44698eB3D8fD22';
    const { user, wallet, deposit } = await polygonSale({ account: other });
    await user.click(await deposit.findByRole('button', { name: 'Send 50.25 USDC with Test Wallet' }));
    expect((await deposit.findByRole('alert')).textContent).toContain(`would send from ${other}, not from ${WALLETS.polygon}`);
    expect(wallet.calls.some((call) => call.method === 'eth_sendTransaction')).toBe(false);
    await user.click(deposit.getByRole('button', { name: 'Send from 0x6388…fD22 anyway' }));
    await screen.findByRole('group', { name: 'Coins sent' });
    expect((wallet.calls.find((call) => call.method === 'eth_sendTransaction')!.params![0] as { from: string }).from).toBe(other);
  });

  it('says when no wallet is in the browser, and leaves the address, the QR code and the link', async () => {
    const { deposit } = await polygonSale({}, {}, false);
    expect(await deposit.findByText('No wallet was found in this browser. Scan the QR code with your wallet app, or copy the address.')).toBeTruthy();
    expect(deposit.queryByRole('button', { name: /^Send / })).toBeNull();
    const link = deposit.getByRole('link', { name: 'Open in wallet app' }).getAttribute('href');
    expect(link).toBe(`ethereum:${USDC_AMOY}@80002/transfer?address=${DEPOSIT}&uint256=50250000`);
    expect(deposit.getByRole('button', { name: 'Copy polygon deposit address' })).toBeTruthy();
  });
});

describe('the host’s sendDeposit', () => {
  it('is called with the instructions shown, and its hash kept and reported once', async () => {
    const sendDeposit = vi.fn(async () => ({ hash: `0x${'cd34'.repeat(16)}` }));
    const { user, deposit, events, wallet } = await polygonSale({}, { sendDeposit });
    await user.click(await deposit.findByRole('button', { name: 'Send 50.25 USDC with your wallet' }));
    await screen.findByRole('group', { name: 'Coins sent' });
    expect(sendDeposit).toHaveBeenCalledTimes(1);
    expect(sendDeposit).toHaveBeenCalledWith({ network: 'polygon', asset: 'USDC', amount: 50.25, address: DEPOSIT });
    expect(wallet.calls).toEqual([]);
    expect(sent(events)).toHaveLength(1);
  });

  it('a rejection with code 4001 reads as declined; nothing is kept', async () => {
    const sendDeposit = vi.fn(() => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })));
    const { user, deposit, events } = await polygonSale({}, { sendDeposit });
    await user.click(await deposit.findByRole('button', { name: 'Send 50.25 USDC with your wallet' }));
    expect((await deposit.findByRole('alert')).textContent).toBe('You declined the transfer in your wallet. Nothing was sent.');
    expect(sent(events)).toEqual([]);
  });
});
