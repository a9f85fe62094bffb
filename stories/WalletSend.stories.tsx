import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_DEPOSIT_ADDRESSES } from '../src/mock';
import { SellRamp } from '../src/react/sell/SellRamp';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { phoneWidth, renderSell } from './support/render';
import type { SellStoryArgs } from './support/render';
import { PREFILLED_SELL, WALLETS, focusedHeading, sellPrefilledAndConfirm } from './support/steps';
import { chainLoader } from './support/story-chain';
import { announce, scriptedWallet, type WalletScript } from './support/wallets';

/**
 * Sending the deposit from a browser wallet on the sell receipt: a Polygon USDC sale on the test networks
 * (Amoy), with wallets announced by EIP-6963 as extensions do. One story per state the person can reach.
 */
const meta = {
  title: 'Widgets/SellRamp/Wallet send',
  component: SellRamp,
  loaders: [chainLoader],
  render: renderSell,
  argTypes: widgetArgTypes,
  parameters: { chain: { signer: { depositAddresses: MOCK_DEPOSIT_ADDRESSES } } },
  args: { appearance: 'light', defaultValues: { ...PREFILLED_SELL, asset: 'USDC', network: 'polygon', walletAddress: WALLETS.polygon }, ...callbackArgs() },
  decorators: [phoneWidth(375)],
} satisfies Meta<SellStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const withWallets = (...scripts: [string, WalletScript][]) => () => announce(...scripts.map(([name, script]) => ({ name, provider: scriptedWallet(script).provider })));

/** Confirms the sale and waits for the deposit instructions. */
async function toDeposit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await sellPrefilledAndConfirm(canvas);
  await focusedHeading(canvas, 'Request received');
  return within(await canvas.findByRole('group', { name: 'Now send the coins' }));
}

/** No wallet in the browser: said plainly, with the link, the address and the QR code still there. */
export const NoWallet: Story = {
  play: async ({ canvasElement }) => {
    const deposit = await toDeposit(canvasElement);
    await expect(await deposit.findByText(/No wallet was found in this browser/)).toBeVisible();
    await expect(deposit.getByRole('link', { name: 'Open in wallet app' })).toBeVisible();
  },
};

/** Two wallets: the person picks the one to send from. */
export const ChooseWallet: Story = {
  beforeEach: withWallets(['Test Wallet', {}], ['Other Wallet', {}]),
  play: async ({ canvasElement }) => {
    const deposit = await toDeposit(canvasElement);
    await userEvent.click(await deposit.findByRole('button', { name: 'Send 50.00 USDC with your wallet' }));
    const choice = within(deposit.getByRole('group', { name: 'Choose the wallet to send from' }));
    await expect(choice.getByRole('button', { name: 'Test Wallet' })).toBeVisible();
    await expect(choice.getByRole('button', { name: 'Other Wallet' })).toBeVisible();
  },
};

/** The wallet asks the person to approve: the widget waits, and says where. */
export const Confirming: Story = {
  beforeEach: withWallets(['Test Wallet', { hang: ['eth_sendTransaction'] }]),
  play: async ({ canvasElement }) => {
    const deposit = await toDeposit(canvasElement);
    await userEvent.click(await deposit.findByRole('button', { name: 'Send 50.00 USDC with Test Wallet' }));
    await expect(await deposit.findByText('Approve the transfer in Test Wallet. Keep this page open.')).toBeVisible();
  },
};

/** Sent: the instructions give way to the hash, with Copy and the explorer link. */
export const Sent: Story = {
  beforeEach: withWallets(['Test Wallet', {}]),
  play: async ({ canvasElement }) => {
    const deposit = await toDeposit(canvasElement);
    await userEvent.click(await deposit.findByRole('button', { name: 'Send 50.00 USDC with Test Wallet' }));
    const sent = within(await within(canvasElement).findByRole('group', { name: 'Coins sent' }));
    await expect(sent.getByRole('link', { name: 'View on the Polygon explorer' })).toBeVisible();
  },
};

/** Declined in the wallet: nothing was sent, said so, and the instructions stay. */
export const Rejected: Story = {
  beforeEach: withWallets(['Test Wallet', { fail: { eth_sendTransaction: { code: 4001 } } }]),
  play: async ({ canvasElement }) => {
    const deposit = await toDeposit(canvasElement);
    await userEvent.click(await deposit.findByRole('button', { name: 'Send 50.00 USDC with Test Wallet' }));
    await expect(await deposit.findByRole('alert')).toHaveTextContent('You declined the transfer in your wallet. Nothing was sent.');
    await expect(deposit.getByRole('button', { name: 'Copy polygon deposit address' })).toBeVisible();
  },
};

/** The wallet's account is not the one the sale names: said before anything is sent, with the choice to send anyway. */
export const OtherAccount: Story = {
  beforeEach: withWallets(['Test Wallet', { account: '0x6388add2F71C41668bB0d5Fa1F44698eB3D8fD22' }]),
  play: async ({ canvasElement }) => {
    const deposit = await toDeposit(canvasElement);
    await userEvent.click(await deposit.findByRole('button', { name: 'Send 50.00 USDC with Test Wallet' }));
    await expect(await deposit.findByRole('alert')).toHaveTextContent(/would send from 0x6388add2F71C41668bB0d5Fa1F44698eB3D8fD22/);
    await expect(deposit.getByRole('button', { name: 'Send from 0x6388…fD22 anyway' })).toBeVisible();
  },
};

/** Sent by hand: a hash of the wrong shape is refused on its field, what was typed kept. */
export const HashByHandRefused: Story = {
  play: async ({ canvasElement }) => {
    const deposit = await toDeposit(canvasElement);
    const field = deposit.getByLabelText('Sent them yourself? Transaction hash');
    await userEvent.type(field, '3389e9f0f1a65f19736cacf544c2e825313e8447f569233bb8db39aa607c8889');
    await userEvent.click(deposit.getByRole('button', { name: 'Save the hash' }));
    await expect(await deposit.findByText('This is not a Polygon transaction hash: copy it whole from your wallet’s activity')).toBeVisible();
    await expect(field).toHaveFocus();
  },
};

/** The wallet step: the address filled in from the browser wallet's account, and said so. */
export const FillFromWallet: Story = {
  args: { defaultValues: { ...PREFILLED_SELL, asset: 'USDC', network: 'polygon', walletAddress: '' } },
  beforeEach: withWallets(['Test Wallet', {}]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await focusedHeading(canvas, 'Network and wallet');
    await userEvent.click(await canvas.findByRole('button', { name: 'Fill in from Test Wallet' }));
    await expect(await canvas.findByText('Filled in with the account of Test Wallet. Send the coins from this account.')).toBeVisible();
    await expect(canvas.getByLabelText('Wallet address you will send from')).toHaveValue('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
  },
};
