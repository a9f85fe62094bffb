import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BuyRamp } from '../src/react/buy/BuyRamp';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { phoneWidth, renderBuy } from './support/render';
import type { BuyStoryArgs } from './support/render';
import { FRESH_STATUS, HOUR, expectStatus, inDark, receiptShows, timelineStates } from './support/receipt-stories';
import { buyPrefilledAndConfirm, focusedHeading, PREFILLED_BUY } from './support/steps';
import { chainLoader, loadedChain } from './support/story-chain';

/**
 * The buy receipt as a status page, for every status: each reached through the real signer's
 * status route over the mock ramp service, whose transactions settle as configured.
 */
const meta = {
  title: 'Widgets/BuyRamp/Receipt',
  component: BuyRamp,
  loaders: [chainLoader],
  render: renderBuy,
  argTypes: widgetArgTypes,
  args: { appearance: 'light', defaultValues: PREFILLED_BUY, statusPolling: { intervalMs: 300, maxIntervalMs: 1000 }, ...callbackArgs() },
} satisfies Meta<BuyStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending: the request was received; payment confirmation is under way and the page keeps asking. */
export const Pending: Story = {
  parameters: { chain: { mock: { lifecycle: { settleAfterMs: HOUR } }, signer: FRESH_STATUS } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await buyPrefilledAndConfirm(canvas);
    await receiptShows(canvasElement, 'Pending');
    await expect(timelineStates(canvas)).toEqual(['done', 'current', 'upcoming']);
    await expect(canvas.getByText('₦25,000.00 to Adaeze Okonkwo, Access Bank')).toBeVisible();
    await expect(canvas.getByText('NGN stablecoin on Stellar')).toBeVisible();
  },
};

/** The service settles the transaction while the page is open: the chip moves to Completed, said once in the live region. */
export const PendingThenCompleted: Story = {
  parameters: { chain: { mock: { lifecycle: { settleAfterMs: 1500 } }, signer: FRESH_STATUS } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await buyPrefilledAndConfirm(canvas);
    await receiptShows(canvasElement, 'Pending');
    await expectStatus(canvas, 'Completed', 10_000);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/Status: Completed/));
    await expect(args.onStatusChange).toHaveBeenCalledTimes(1);
    await expect(args.onStatusChange).toHaveBeenCalledWith('completed', expect.objectContaining({ amount: 25000 }));
  },
};

/** Completed: payment confirmed and the stablecoin sent (the service's test mode settles at once). */
export const Completed: Story = {
  parameters: { chain: { signer: FRESH_STATUS } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await buyPrefilledAndConfirm(canvas);
    await receiptShows(canvasElement, 'Completed');
    await expect(timelineStates(canvas)).toEqual(['done', 'done', 'done']);
  },
};

/**
 * Failed: the request was not completed. The timeline marks done only what happened, in words; what did
 * not arrive says so; the reference to quote stays in front, with the site's support link.
 */
export const Failed: Story = {
  args: { support: 'help@shop.example' },
  parameters: { chain: { mock: { lifecycle: { settleTo: 'failed' } }, signer: FRESH_STATUS } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await buyPrefilledAndConfirm(canvas);
    await receiptShows(canvasElement, 'Failed');
    await expect(canvas.getByText(/This request was not completed/, { selector: '.nr-intro' })).toBeVisible();
    await expect(timelineStates(canvas)).toEqual(['done', 'failed', 'missed']);
    await expect(canvas.getByText('Payment not confirmed')).toBeVisible();
    await expect(canvas.queryByText('Payment confirmed')).toBeNull();
    await expect(canvas.getByText('Not received', { selector: 'dt' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'help@shop.example' })).toHaveAttribute('href', 'mailto:help@shop.example');
  },
};

/** Failed, with no `support` option: the words name the business and make up no way to reach it. */
export const FailedWithoutSupport: Story = {
  parameters: { chain: { mock: { lifecycle: { settleTo: 'failed' } }, signer: FRESH_STATUS } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await buyPrefilledAndConfirm(canvas);
    await receiptShows(canvasElement, 'Failed');
    await expect(canvas.getByText(/contact the business behind this site and quote the reference/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Unknown: a receipt opened from a reference this signer never created. */
export const Unknown: Story = {
  args: { reference: 'ref-not-known-here' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectStatus(canvas, 'Not found');
    await expect(canvas.getByText(/No request with reference ref-not-known-here was found/, { selector: '.nr-intro' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Check again' })).toBeVisible();
  },
};

/** The status route cannot be reached: the last known status stands, and the page says it keeps trying. */
export const LookupFailing: Story = {
  parameters: { chain: { pageFaults: { route: 'status', reset: true } } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await buyPrefilledAndConfirm(canvas);
    await focusedHeading(canvas, 'Request received');
    await expect(await canvas.findByText(/could not be checked just now/, {})).toBeVisible();
    await expectStatus(canvas, 'Pending');
    await expect(canvas.getByRole('button', { name: 'Check again' })).toBeVisible();
    await expect(loadedChain(loaded).pageRequests.filter((request) => request.startsWith('GET /transactions/')).length).toBeGreaterThan(0);
  },
};

/** The details disclosure opened: the transaction id, and the business's settlement account labelled as such. */
export const DetailsOpen: Story = {
  parameters: { chain: { signer: FRESH_STATUS } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await buyPrefilledAndConfirm(canvas);
    await receiptShows(canvasElement, 'Completed');
    await canvas.getByText('More details').click();
    await expect(canvas.getByText('Business settlement account name')).toBeVisible();
    await expect(canvas.getByText(/You do not pay into it/)).toBeVisible();
  },
};

/** Pending, dark. */
export const PendingDark: Story = inDark(Pending);
/** Completed, dark. */
export const CompletedDark: Story = inDark(Completed);
/** Failed, dark. */
export const FailedDark: Story = inDark(Failed);
/** Unknown, dark. */
export const UnknownDark: Story = inDark(Unknown);
/** Lookup failing, dark. */
export const LookupFailingDark: Story = inDark(LookupFailing);
/** Details open, dark. */
export const DetailsOpenDark: Story = inDark(DetailsOpen);

/** The pending receipt at a common phone width (375 px): nothing overflows. */
export const Phone375: Story = {
  ...Pending,
  decorators: [phoneWidth(375)],
  parameters: { ...Pending.parameters, layout: 'fullscreen' },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async (context) => {
    await Pending.play?.(context);
    const root = within(context.canvasElement).getByRole('region', { name: 'Buy NGN stablecoin' });
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 2);
  },
};
