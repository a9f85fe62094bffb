import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockVendors } from '../src/mock';
import { BuyRamp } from '../src/react/buy/BuyRamp';
import { argTypesFor, callbackArgs } from './support/meta';
import { darkPage, phoneWidth, renderBuy } from './support/render';
import type { BuyStoryArgs } from './support/render';
import { buyToPay, buyToReview, continueTo, stepHeading, WALLETS, focusedHeading, wholeText } from './support/steps';
import { upstreamBodies } from './support/chain';
import { chainLoader, loadedChain } from './support/story-chain';
import { BRAND_ARGS } from './support/theme-args';

/** The buy checkout, each state reached through the real signer over the mock ramp service. */
const meta = {
  title: 'Widgets/BuyRamp',
  component: BuyRamp,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: "The buy checkout: the amount and a payment vendor, paying the vendor from the person's bank app, the account they paid from, the wallet to receive the stablecoin, a review, and the receipt that follows the transaction's status. `<BuyRamp signer=\"/api/ramp\" />` with the signer mounted at that path on your server (Docs › Getting started) is the whole integration." } } },
  loaders: [chainLoader],
  render: renderBuy,
  argTypes: argTypesFor('buy'),
  args: { appearance: 'light', ...callbackArgs() },
} satisfies Meta<BuyStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: limits shown before typing, vendors listed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Buy NGN stablecoin' })).toBeVisible();
    await expect(canvas.getByText('Between ₦20,000.00 and ₦2,000,000.00.')).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: /Adaeze Okonkwo/ })).toBeVisible();
    await expect(canvas.getByText('Step 1 of 5')).toBeVisible();
  },
};

/** 500 vendors: no cards but one searchable list that renders only the matches it shows; typing narrows it. */
export const FiveHundredVendors: Story = {
  parameters: { chain: { mock: { vendors: mockVendors(500) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('combobox', { name: 'Payment vendor' });
    await expect(canvas.queryByRole('radio')).toBeNull();
    await userEvent.type(search, 'zainab okon');
    const options = within(canvas.getByRole('listbox', { name: 'Matching vendors' })).getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveTextContent('Zainab Okonkwo');
  },
};

/** The vendor list is still loading: a skeleton, marked busy, with "Loading…" for screen readers. */
export const VendorsLoading: Story = {
  parameters: { chain: { faults: { route: 'vendors', hang: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.getByText('Payment vendor').closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** The vendor list failed (the service answered 503 three times); "Try again" loads it. */
export const VendorsFailedThenRetry: Story = {
  parameters: { chain: { faults: { route: 'vendors', status: 503, times: 3 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The list of payment vendors could not be loaded.', {})).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('radio', { name: /Babatunde Adeyemi/ })).toBeVisible();
  },
};

/** The vendor list failed for good: the notice and its "Try again" stay (the service keeps answering 500). */
export const VendorsFailed: Story = {
  parameters: { chain: { faults: { route: 'vendors', status: 500 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {})).toHaveTextContent('could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The service lists no vendors: a plain notice instead of an empty choice. */
export const VendorsEmpty: Story = {
  parameters: { chain: { mock: { vendors: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No payment vendors are available right now/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Amount in naira'), '25000');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Choose a payment vendor')).toBeVisible();
  },
};

/** Step 2: the vendor's account and the exact amount, each with a copy button. */
export const PayTheVendor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await buyToPay(canvas, { amount: '25000.5' });
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Pay the vendor' })).toHaveFocus());
    await expect(canvas.getByText(/Send exactly ₦25,000.50/)).toBeVisible();
    await expect(canvas.getByText('0123456789')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy account number' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy amount to pay' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'I have paid' })).toBeVisible();
  },
};

/**
 * Step 5: every value again, each with an Edit button back to its field, except the amount and
 * vendor already paid (paid is paid: changing them is a new request, asked for first).
 */
export const Review: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await buyToReview(canvas);
    await expect(canvas.getByText('₦25,000.00')).toBeVisible();
    await expect(canvas.getByText(WALLETS.stellar)).toBeVisible();
    await expect(canvas.getByText(wholeText(/You have told us you paid ₦25,000.00 to Adaeze Okonkwo/))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit amount' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit wallet address' }));
    await expect(await stepHeading(canvas, 'Where to receive the stablecoin')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Wallet address')).toHaveFocus());
    await continueTo(canvas, 'Review');
  },
};

/**
 * After "I have paid", "Change amount or vendor" asks which is meant; correcting what was paid keeps the
 * narration on the transfer, and goes on past the pay step.
 */
export const CorrectWhatWasPaid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await buyToReview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Change amount or vendor' }));
    const question = canvas.getByRole('group', { name: 'What do you want to change?' });
    await expect(question).toBeVisible();
    await userEvent.click(within(question).getByRole('button', { name: 'Correct what I paid' }));
    await expect(await stepHeading(canvas, 'Amount')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Amount in naira')).toHaveFocus());
    await expect(canvas.getByText(/The narration stays \d{16}/)).toBeVisible();
    await expect(args.onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'paid_correcting', flow: 'buy' }));
    // Paid already: the pay step, which invites a payment, is not shown again.
    await continueTo(canvas, 'Review');
  },
};

/** Submitting: the service has not answered yet; the button says so and a second press sends nothing. */
export const Submitting: Story = {
  parameters: { chain: { faults: { route: 'onramp', hang: true } } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await buyToReview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and buy' }));
    const busy = await canvas.findByRole('button', { name: 'Submitting…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(upstreamBodies(loadedChain(loaded).mock, 'onramp')).toHaveLength(1);
  },
};

/** The receipt: its status, the reference to copy, what was paid and where it goes, the rest in details, and "Start another". */
export const Receipt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await buyToReview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and buy' }));
    await focusedHeading(canvas, 'Request received');
    await expect(await canvas.findByRole('button', { name: 'Copy reference' })).toBeVisible();
    await userEvent.click(canvas.getByText('More details'));
    await expect(canvas.getByRole('button', { name: 'Copy transaction ID' })).toBeVisible();
    await expect(canvas.getByText('Business settlement account number')).toBeVisible();
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Start another' })).toBeVisible();
  },
};

/** The host prefilled the amount and vendor; the person can still change them. */
export const Prefilled: Story = {
  args: { defaultValues: { amount: '50,000', vendorNumber: '2034567891' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Amount in naira')).toHaveValue('50,000');
    await expect(canvas.getByLabelText('Amount in naira')).not.toHaveAttribute('readonly');
    await expect(await canvas.findByRole('radio', { name: /Babatunde Adeyemi/ })).toBeChecked();
  },
};

/** The host already knows the wallet: network and address are shown read-only, with no Edit on review. */
export const LockedWallet: Story = {
  args: { lockedValues: { network: 'polygon', walletAddress: WALLETS.polygon } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await buyToPay(canvas);
    await continueTo(canvas, 'Proof of payment', 'I have paid');
    await userEvent.type(canvas.getByLabelText('Bank you paid from'), 'Access Bank');
    await userEvent.type(canvas.getByLabelText('Account number you paid from'), '0123456780');
    await continueTo(canvas, 'Where to receive the stablecoin');
    await expect(canvas.getByLabelText('Wallet address')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Network')).toHaveValue('Polygon');
    await expect(canvas.getAllByText('Provided by this site; it cannot be changed here.')).toHaveLength(2);
    await continueTo(canvas, 'Review');
    await expect(canvas.queryByRole('button', { name: 'Edit wallet address' })).toBeNull();
  },
};

/** Dark appearance on a dark host page. */
export const Dark: Story = {
  args: { appearance: 'dark' },
  decorators: [darkPage],
  parameters: { layout: 'fullscreen', backgrounds: { disable: true } },
};

/** A brand theme: every colour, the font, radius and spacing set through `theme`. */
export const BrandTheme: Story = { args: { ...BRAND_ARGS } };

/** The smallest phone width the widget supports (320 px). */
export const Phone320: Story = {
  decorators: [phoneWidth(320)],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByRole('region', { name: 'Buy NGN stablecoin' });
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 2);
  },
};

/** A common phone width (375 px), on the pay step where the copy buttons sit beside long values. */
export const Phone375: Story = {
  decorators: [phoneWidth(375)],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await buyToPay(canvas);
    const root = canvas.getByRole('region', { name: 'Buy NGN stablecoin' });
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 2);
  },
};
