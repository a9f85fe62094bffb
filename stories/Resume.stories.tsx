import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_VENDORS } from '../src/mock';
import { BuyRamp } from '../src/react/buy/BuyRamp';
import { buyBody, createBuy, keepFlow, keepPaidOnDevice } from './support/kept-flow';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { renderBuy } from './support/render';
import type { BuyStoryArgs } from './support/render';
import { FRESH_STATUS, HOUR, expectStatus, inDark } from './support/receipt-stories';
import { stepHeading, PREFILLED_BUY, wholeText } from './support/steps';
import { chainLoader } from './support/story-chain';
import { findOutcomeUnknown } from './support/submit-failures';
import type { ChainSpec } from './support/chain';

/**
 * The buy flow after a reload (a phone user back from their bank app): what the tab kept in
 * sessionStorage is put back before the first paint. Each story's loader writes what a tab would
 * have kept; the receipt's transaction is created through the story's own signer first.
 */
const meta = {
  title: 'Widgets/BuyRamp/Resumed',
  component: BuyRamp,
  render: renderBuy,
  argTypes: widgetArgTypes,
  args: { appearance: 'light', ...callbackArgs() },
} satisfies Meta<BuyStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const VALUES = { ...PREFILLED_BUY, amount: '30,000', vendorNumber: '2034567891' };

/** Builds the story's chain, then keeps a flow as the tab had it before the reload. */
function resumedAt(keep: (chain: Awaited<ReturnType<typeof chainLoader>>['chain']) => Promise<void> | void) {
  return async (context: { parameters: { chain?: ChainSpec } }) => {
    const loaded = await chainLoader(context);
    await keep(loaded.chain);
    return loaded;
  };
}

/** Reloaded on "Pay the vendor": the same vendor and amount, nothing to type again. */
export const OnPayStep: Story = {
  loaders: [resumedAt(() => keepFlow('buy', { step: 'pay', values: VALUES }))],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvas, 'Pay the vendor');
    // The account comes back with the vendor list; the words asking to pay it come with it.
    await expect(await canvas.findByText('Babatunde Adeyemi')).toBeVisible();
    await expect(canvas.getByText(/Send exactly ₦30,000.00/)).toBeVisible();
    await expect(args.onEvent).toHaveBeenCalledWith({ type: 'resumed', flow: 'buy', step: 'pay' });
  },
};

/** Reloaded on the review after paying: amount and vendor read-only, with why, and the way to change them. */
export const OnReviewAfterPaying: Story = {
  loaders: [resumedAt(() => keepFlow('buy', { step: 'review', values: VALUES, committed: true, reachedReview: true }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvas, 'Review');
    await expect(await canvas.findByText(wholeText(/You have told us you paid ₦30,000.00 to Babatunde Adeyemi/))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit amount' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Change amount or vendor' }));
    await expect(canvas.getByRole('group', { name: 'What do you want to change?' })).toBeVisible();
  },
};

/**
 * Reloaded on the review after paying, and the service no longer lists the vendor paid: nothing asks
 * for another vendor; the person is told not to pay again and which reference to quote, and Confirm is held.
 */
export const PaidVendorNoLongerListed: Story = {
  parameters: { chain: { mock: { vendors: MOCK_VENDORS.filter((vendor) => vendor.vendorNumber !== VALUES.vendorNumber) } } },
  loaders: [resumedAt(() => keepFlow('buy', { step: 'review', values: { ...VALUES, reference: '4821907355302286' }, committed: true, reachedReview: true }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvas, 'Review');
    await expect(await canvas.findByText(/The vendor you paid is no longer listed.*Do not pay again.*quote the reference 4821907355302286/)).toBeVisible();
    await expect(canvas.queryByText('Choose a payment vendor')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Confirm and buy' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * Opened in a new tab after paying (the tab that said "I have paid" was closed): the tab keeps nothing, the
 * device keeps the transfer paid and not yet claimed. It is taken up on the proof step, marked paid under its
 * narration, with no account to pay and no new narration; Continue goes on from there.
 */
export const OpenedInNewTabAfterPaying: Story = {
  loaders: [resumedAt(() => keepPaidOnDevice({ reference: '4821907355302286', amount: '30,000', vendorNumber: VALUES.vendorNumber }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvas, 'Proof of payment');
    await expect(await canvas.findByText(wholeText(/You have told us you paid ₦30,000.00 to Babatunde Adeyemi/))).toBeVisible();
    await expect(canvas.getByText('4821907355302286')).toBeVisible();
    await expect(canvas.queryByText(/Send exactly/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'I have paid' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Bank you paid from'), 'Access Bank');
    await userEvent.type(canvas.getByLabelText('Account number you paid from'), '0123456780');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await stepHeading(canvas, 'Where to receive the stablecoin');
    // What proves the payment is the tab's alone: the device keeps the narration, amount and vendor only.
    await expect(localStorage.getItem('naira-ramp:buy')).not.toMatch(/Access Bank|0123456780/);
  },
};

/**
 * Reloaded while "Submitting…": the request may be on its way, so it comes back not known, never as an
 * active Confirm; its narration is the reference to quote, and "Check again" finds it.
 */
export const WhileSubmitting: Story = {
  parameters: { chain: { mock: { lifecycle: { settleAfterMs: HOUR } }, signer: FRESH_STATUS } },
  loaders: [
    resumedAt(async (chain) => {
      const record = await createBuy(chain);
      const reference = String(record.reference);
      keepFlow('buy', {
        step: 'review',
        values: { ...PREFILLED_BUY, reference },
        committed: true,
        reachedReview: true,
        submission: { status: 'submitting', reference, attempt: 1 },
        pending: { key: '[]', reference, attempt: 1, body: JSON.stringify(buyBody(reference)) },
      });
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await findOutcomeUnknown(canvas);
    await expect(canvas.queryByRole('button', { name: 'Confirm and buy' })).toBeNull();
    await expect(panel).toHaveTextContent(/Do not pay again/);
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await stepHeading(canvas, 'Request received');
    await expectStatus(canvas, 'Pending');
  },
};

/**
 * Reloaded while "Submitting…" when the vendor list cannot be loaded: still not known, the transfer still
 * paid; "Send again" needs no list (it sends what was sent) and the signer answers with the request it holds.
 */
export const WhileSubmittingVendorsDown: Story = {
  parameters: { chain: { mock: { lifecycle: { settleAfterMs: HOUR } }, faults: { route: 'vendors', status: 500 }, signer: FRESH_STATUS } },
  loaders: WhileSubmitting.loaders,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findOutcomeUnknown(canvas);
    await expect(await canvas.findByText('The list of payment vendors could not be loaded.')).toBeVisible();
    await expect(canvas.getByText(/You have told us you paid/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await stepHeading(canvas, 'Request received');
  },
};

/** Reloaded on the receipt of a pending buy: the receipt again, still following the status. */
export const OnReceipt: Story = {
  parameters: { chain: { mock: { lifecycle: { settleAfterMs: HOUR } }, signer: FRESH_STATUS } },
  loaders: [
    resumedAt(async (chain) => {
      const record = await createBuy(chain);
      const reference = String(record.reference);
      keepFlow('buy', {
        step: 'receipt',
        values: PREFILLED_BUY,
        submission: { status: 'succeeded', reference, attempt: 1, receivedAt: new Date().toISOString() },
        record,
        status: 'pending',
        committed: true,
        reachedReview: true,
      });
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stepHeading(canvas, 'Request received');
    await expectStatus(canvas, 'Pending');
    await expect(canvas.getByRole('button', { name: 'Copy reference' })).toBeVisible();
    // The vendor's name comes with the vendor list.
    await expect(await canvas.findByText('₦25,000.00 to Adaeze Okonkwo, Access Bank', {})).toBeVisible();
  },
};

/** A receipt opened from a reference alone (a host's link back), settled already. */
export const FromReference: Story = {
  parameters: { chain: { signer: FRESH_STATUS } },
  loaders: [
    async (context: { parameters: { chain?: ChainSpec } }) => {
      const loaded = await chainLoader(context);
      const record = await createBuy(loaded.chain);
      return { ...loaded, reference: String(record.reference) };
    },
  ],
  render: (args, context) => renderBuy({ ...args, reference: String(context.loaded.reference) }, context),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expectStatus(canvas, 'Completed');
    await expect(canvas.getByText(String(loaded.reference))).toBeVisible();
    await expect(canvas.getByText('NGN stablecoin on Stellar')).toBeVisible();
  },
};

/** Pay step after a reload, dark. */
export const OnPayStepDark: Story = inDark(OnPayStep);
/** Review after paying, after a reload, dark. */
export const OnReviewAfterPayingDark: Story = inDark(OnReviewAfterPaying);
/** Opened in a new tab after paying, dark. */
export const OpenedInNewTabAfterPayingDark: Story = inDark(OpenedInNewTabAfterPaying);
/** Receipt after a reload, dark. */
export const OnReceiptDark: Story = inDark(OnReceipt);

export const WhileSubmittingDark: Story = inDark(WhileSubmitting);
/** From a reference alone, dark. */
export const FromReferenceDark: Story = inDark(FromReference);
