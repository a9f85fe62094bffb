import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SellRamp } from '../src/react/sell/SellRamp';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { renderSell } from './support/render';
import type { SellStoryArgs } from './support/render';
import { expectFieldError, sellToBank, sellToWallet, STELLAR_SECRET, WALLETS } from './support/steps';
import { chainLoader } from './support/story-chain';

/** Every validation message of the sell flow, as the person meets it. */
const meta = {
  title: 'Widgets/SellRamp/Validation',
  component: SellRamp,
  loaders: [chainLoader],
  render: renderSell,
  argTypes: widgetArgTypes,
  args: { appearance: 'light', ...callbackArgs() },
} satisfies Meta<SellStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typeAndLeave(control: HTMLElement, text: string) {
  await userEvent.click(control);
  await userEvent.paste(text);
  await userEvent.tab();
}

/** Below the 20 USDT minimum; switching to USDC re-checks and names USDC. */
export const AmountBelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText('Amount to sell');
    await typeAndLeave(amount, '12.5');
    expectFieldError(amount, 'Amount must be at least 20.00 USDT');
    await userEvent.click(canvas.getByRole('radio', { name: 'USDC' }));
    expectFieldError(amount, 'Amount must be at least 20.00 USDC');
  },
};

/** More decimals than the stablecoin has (6). */
export const AmountTooPrecise: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText('Amount to sell');
    await typeAndLeave(amount, '25.1234567');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A Polygon address under Stellar: the mismatch is named. */
export const WalletWrongNetwork: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sellToWallet(canvas);
    const wallet = canvas.getByLabelText('Wallet address you will send from');
    await typeAndLeave(wallet, WALLETS.polygon);
    expectFieldError(wallet, /Stellar addresses start with G/);
  },
};

/** A Stellar secret key pasted as the sending wallet: refused with a warning. */
export const SecretKeyPasted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sellToWallet(canvas);
    const wallet = canvas.getByLabelText('Wallet address you will send from');
    await typeAndLeave(wallet, STELLAR_SECRET);
    expectFieldError(wallet, /This is a Stellar secret key, not an address/);
  },
};

/** Payout account: eleven digits, a bank not on the list, and no account name; Continue focuses the first. */
export const BankAccountErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sellToBank(canvas);
    await canvas.findByText('Start typing to search the list of banks.');
    const bank = canvas.getByLabelText('Bank');
    const account = canvas.getByLabelText('Account number');
    await typeAndLeave(bank, 'Bank of Lagos Island');
    await typeAndLeave(account, '94809483721');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    expectFieldError(bank, 'Choose a bank from the list');
    expectFieldError(account, 'Account numbers have exactly 10 digits (this has 11)');
    expectFieldError(canvas.getByLabelText('Account name'), 'Enter the name on the bank account');
    await waitFor(() => expect(bank).toHaveFocus());
  },
};
