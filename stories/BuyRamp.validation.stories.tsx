import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BuyRamp } from '../src/react/buy/BuyRamp';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { renderBuy } from './support/render';
import type { BuyStoryArgs } from './support/render';
import { buyPrefilledToDestination, continueTo, expectFieldError, PREFILLED_BUY, STELLAR_SECRET, WALLETS } from './support/steps';
import type { Canvas } from './support/steps';
import { chainLoader } from './support/story-chain';

const { walletAddress: _wallet, ...upToDestination } = PREFILLED_BUY;

/** Every validation message of the buy flow, as the person meets it: after leaving a field, then as they type. */
const meta = {
  title: 'Widgets/BuyRamp/Validation',
  component: BuyRamp,
  loaders: [chainLoader],
  render: renderBuy,
  argTypes: widgetArgTypes,
  args: { appearance: 'light', ...callbackArgs() },
} satisfies Meta<BuyStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types into a field and leaves it, which is when a first error appears. */
async function typeAndLeave(control: HTMLElement, text: string) {
  await userEvent.click(control);
  await userEvent.paste(text);
  await userEvent.tab();
}

/** On the destination step, picks a network and enters an address. */
async function walletOn(canvas: Canvas, network: string, address: string): Promise<HTMLElement> {
  await buyPrefilledToDestination(canvas);
  await userEvent.click(canvas.getByRole('radio', { name: network }));
  const wallet = canvas.getByLabelText('Wallet address');
  await typeAndLeave(wallet, address);
  return wallet;
}

/** Below the minimum: the error names the formatted limit. */
export const AmountBelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText('Amount in naira');
    await typeAndLeave(amount, '15000');
    expectFieldError(amount, 'Amount must be at least ₦20,000.00');
  },
};

/** Above the maximum: the error names the formatted limit; Continue keeps focus on the amount. */
export const AmountAboveMaximum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText('Amount in naira');
    await typeAndLeave(amount, '2500000');
    expectFieldError(amount, 'Amount must be at most ₦2,000,000.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(amount).toHaveFocus());
  },
};

/** Host limits: the hint and the error follow the `limits` prop. */
export const HostLimits: Story = {
  args: { limits: { buy: { min: 50_000, max: 500_000 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Between ₦50,000.00 and ₦500,000.00.')).toBeVisible();
    const amount = canvas.getByLabelText('Amount in naira');
    await typeAndLeave(amount, '25000');
    expectFieldError(amount, 'Amount must be at least ₦50,000.00');
  },
};

/** Continue with nothing chosen: both amount and vendor say what is wanted, focus on the first. */
export const NothingEntered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radio', { name: /Adaeze Okonkwo/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(canvas.getByLabelText('Amount in naira')).toHaveFocus());
    await expect(await canvas.findByText('Choose a payment vendor')).toBeVisible();
  },
};

/** Proof of payment: an account number that is not 10 digits. */
export const AccountNumberLength: Story = {
  args: { defaultValues: { amount: '25000', vendorNumber: '0123456789' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radio', { name: /Adaeze Okonkwo/ });
    await continueTo(canvas, 'Pay the vendor');
    await continueTo(canvas, 'Proof of payment', 'I have paid');
    const account = canvas.getByLabelText('Account number you paid from');
    await typeAndLeave(account, '01234567');
    expectFieldError(account, 'Account numbers have exactly 10 digits (this has 8)');
  },
};

/** Stellar: one character changed, so the checksum fails; fixing it clears the error as the person types. */
export const WalletInvalidStellar: Story = {
  args: { defaultValues: upToDestination },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wallet = await walletOn(canvas, 'Stellar', `${WALLETS.stellar.slice(0, -1)}A`);
    expectFieldError(wallet, /Stellar address has a typo/);
    await userEvent.clear(wallet);
    await userEvent.paste(WALLETS.stellar);
    await expect(wallet).toHaveAttribute('aria-invalid', 'false');
  },
};

/** Polygon: a mixed-case address whose capitals do not match its EIP-55 checksum. */
export const WalletInvalidPolygon: Story = {
  args: { defaultValues: upToDestination },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wallet = await walletOn(canvas, 'Polygon', WALLETS.polygon.replace('aAeb', 'aAEb'));
    expectFieldError(wallet, /Polygon address has a typo/);
  },
};

/** Solana: a Stellar address entered under Solana names the mismatch. */
export const WalletInvalidSolana: Story = {
  args: { defaultValues: upToDestination },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wallet = await walletOn(canvas, 'Solana', WALLETS.stellar);
    expectFieldError(wallet, /Solana/);
    await expect(canvas.getByText('32 to 44 letters and digits')).toBeVisible();
  },
};

/** Avalanche: an X-Chain address where a C-Chain address is needed. */
export const WalletInvalidAvalanche: Story = {
  args: { defaultValues: upToDestination },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wallet = await walletOn(canvas, 'Avalanche', 'X-avax1x6ph4xdwvcv7wl3hgrm7ut9wzfpzxzx7xnj2gf');
    expectFieldError(wallet, /X-Chain or P-Chain address; use your C-Chain address/);
  },
};

/** A Stellar secret key pasted where the address goes: refused, with a warning that it is secret. */
export const SecretKeyPasted: Story = {
  args: { defaultValues: upToDestination },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wallet = await walletOn(canvas, 'Stellar', STELLAR_SECRET);
    expectFieldError(wallet, /This is a Stellar secret key, not an address/);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(wallet).toHaveFocus());
  },
};
