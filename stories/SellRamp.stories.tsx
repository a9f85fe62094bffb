import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SellRamp } from '../src/react/sell/SellRamp';
import { upstreamBodies } from './support/chain';
import { argTypesFor, callbackArgs } from './support/meta';
import { darkPage, phoneWidth, renderSell } from './support/render';
import type { SellStoryArgs } from './support/render';
import { continueTo, sellToBank, sellToReview, WALLETS, focusedHeading } from './support/steps';
import { chainLoader, loadedChain } from './support/story-chain';
import { BRAND_ARGS } from './support/theme-args';

/** The sell checkout, each state reached through the real signer over the mock ramp service. */
const meta = {
  title: 'Widgets/SellRamp',
  component: SellRamp,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: "The sell checkout: the amount in USDT or USDC, the wallet it comes from, the bank account to pay, a review, and the receipt with the deposit instructions (address, QR code, Stellar memo) and the transaction's status. `<SellRamp signer=\"/api/ramp\" />` with the signer mounted at that path on your server (Docs › Getting started)." } } },
  loaders: [chainLoader],
  render: renderSell,
  argTypes: argTypesFor('sell'),
  args: { appearance: 'light', ...callbackArgs() },
} satisfies Meta<SellStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: the stablecoin, and the limits shown before typing. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Sell stablecoin' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'USDT' })).toBeChecked();
    await expect(canvas.getByText('Between 20.00 USDT and 10,000.00 USDT.')).toBeVisible();
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
  },
};

/** The bank list is still loading: the bank can be typed meanwhile (no bank is refused as unlisted yet). */
export const BanksLoading: Story = {
  parameters: { chain: { faults: { route: 'banks', hang: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sellToBank(canvas);
    await expect(canvas.getByText('Start typing to search the list of banks.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Bank'), 'Wema Bank');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Bank')).toHaveAttribute('aria-invalid', 'false');
  },
};

/** The bank list cannot be loaded: the step says so, offers to try again, and the bank can still be typed. */
export const BanksFailed: Story = {
  parameters: { chain: { faults: { route: 'banks', status: 503 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sellToBank(canvas);
    await expect(await canvas.findByText(/list of banks could not be loaded; you can still type/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Bank'), 'Wema Bank');
    await expect(canvas.getByLabelText('Bank')).toHaveValue('Wema Bank');
  },
};
/** The bank list failed (503 three times): the hint says a name can still be typed; "Try again" loads it. */
export const BanksFailedThenRetry: Story = {
  parameters: { chain: { faults: { route: 'banks', status: 503, times: 3 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sellToBank(canvas);
    await expect(await canvas.findByText(/list of banks could not be loaded; you can still type/, {})).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Start typing to search the list of banks.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** Review: every value again, each with an Edit button; editing the wallet returns straight to review. */
export const Review: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sellToReview(canvas);
    await expect(canvas.getByText('50.00 USDT')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit wallet address' }));
    await waitFor(() => expect(canvas.getByLabelText('Wallet address you will send from')).toHaveFocus());
    await continueTo(canvas, 'Review');
  },
};

/** Submitting: the service has not answered; the button says so and a second press sends nothing. */
export const Submitting: Story = {
  parameters: { chain: { faults: { route: 'offramp', hang: true } } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await sellToReview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and sell' }));
    const busy = await canvas.findByRole('button', { name: 'Submitting…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(upstreamBodies(loadedChain(loaded).mock, 'offramp')).toHaveLength(1);
  },
};

/** The receipt: its status, the reference to copy, what was sent and where the naira goes, the rest in details, and "Start another". */
export const Receipt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await sellToReview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and sell' }));
    await focusedHeading(canvas, /Request received|Naira paid out/);
    // What the service recorded as the payout, into the account given.
    await expect(await canvas.findByText(/^₦[\d,.]+ into Tansi Jones, Wema Bank, 9480948372$/, {})).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy reference' })).toBeVisible();
    await userEvent.click(canvas.getByText('More details'));
    await expect(canvas.getByRole('button', { name: 'Copy transaction ID' })).toBeVisible();
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Start another' }));
    // While the sale is not settled, leaving it asks first and says how to come back.
    const yes = canvas.queryByRole('button', { name: 'Yes, start another' });
    if (yes) await userEvent.click(yes);
    await focusedHeading(canvas, 'Amount');
  },
};

/** The host prefilled USDC and an amount; both can still be changed. */
export const Prefilled: Story = {
  args: { defaultValues: { asset: 'USDC', amount: '120' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'USDC' })).toBeChecked();
    await expect(canvas.getByLabelText('Amount to sell')).toHaveValue('120');
    await expect(canvas.getByLabelText('Amount to sell')).not.toHaveAttribute('readonly');
  },
};

/** The host already knows the wallet: network and address read-only, and only Solana offered anyway. */
export const LockedWallet: Story = {
  args: { networks: ['solana'], lockedValues: { network: 'solana', walletAddress: WALLETS.solana } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Amount to sell'), '75');
    await continueTo(canvas, 'Network and wallet');
    await expect(canvas.getByLabelText('Wallet address you will send from')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Network')).toHaveValue('Solana');
  },
};

/**
 * The site locks the payout wallet on its server too (`authorize` returns `locked`), and the page
 * was given another one: the signer refuses with 422 and the error lands on the read-only fields.
 */
export const LockedWalletRefusedBySite: Story = {
  args: { lockedValues: { network: 'solana', walletAddress: WALLETS.solana } },
  parameters: {
    chain: { signer: { authorize: () => ({ userId: 'story_user', locked: { network: 'stellar', wallet_address: WALLETS.stellar } }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Amount to sell'), '75');
    await continueTo(canvas, 'Network and wallet');
    await continueTo(canvas, 'Bank account to receive naira');
    await userEvent.type(canvas.getByLabelText('Bank'), 'Wema Bank');
    await userEvent.type(canvas.getByLabelText('Account number'), '9480948372');
    await userEvent.type(canvas.getByLabelText('Account name'), 'Tansi Jones');
    await continueTo(canvas, 'Review');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and sell' }));
    await expect(await canvas.findByText('This network is set by the site and cannot be changed.')).toBeVisible();
    await expect(canvas.getByLabelText('Network')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Wallet address you will send from')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(canvas.getByLabelText('Network')).toHaveFocus());
  },
};

/** Dark appearance on a dark host page. */
export const Dark: Story = {
  args: { appearance: 'dark' },
  decorators: [darkPage],
  parameters: { layout: 'fullscreen', backgrounds: { disable: true } },
};

/** A brand theme through `theme`. */
export const BrandTheme: Story = { args: { ...BRAND_ARGS } };

/** Every visible string can be replaced: here a few, in Nigerian Pidgin. */
export const CustomMessages: Story = {
  args: { messages: { sellTitle: 'Sell your dollar coin', continue: 'Make we go', sellAmountLabel: 'How much you wan sell' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Sell your dollar coin' })).toBeVisible();
    await expect(canvas.getByLabelText('How much you wan sell')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make we go' })).toBeVisible();
  },
};

/** The smallest phone width (320 px), on the bank step. */
export const Phone320: Story = {
  decorators: [phoneWidth(320)],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sellToBank(canvas);
    const root = canvas.getByRole('region', { name: 'Sell stablecoin' });
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 2);
  },
};

/** A common phone width (375 px), on review where long wallet addresses must wrap. */
export const Phone375: Story = {
  decorators: [phoneWidth(375)],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sellToReview(canvas);
    const root = canvas.getByRole('region', { name: 'Sell stablecoin' });
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 2);
  },
};
