import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SellRamp } from '../src/react/sell/SellRamp';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { renderSell } from './support/render';
import type { SellStoryArgs } from './support/render';
import { FRESH_STATUS, expectStatus, inDark, receiptShows, timelineStates } from './support/receipt-stories';
import { focusedHeading, PREFILLED_SELL, sellPrefilledAndConfirm } from './support/steps';
import { chainLoader } from './support/story-chain';

/**
 * The sell receipt past its deposit step, for each status the service can give it: each reached through
 * the real signer's status route over the mock ramp service, whose sells settle as configured.
 * (Pending, with the deposit instructions, is SellRamp › Receipt and the DepositInstructions stories.)
 */
const meta = {
  title: 'Widgets/SellRamp/Receipt',
  component: SellRamp,
  loaders: [chainLoader],
  render: renderSell,
  argTypes: widgetArgTypes,
  args: { appearance: 'light', defaultValues: PREFILLED_SELL, statusPolling: { intervalMs: 300, maxIntervalMs: 1000 }, ...callbackArgs() },
} satisfies Meta<SellStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The deposit instructions, which must go once the sale is settled either way: no coins are to be sent then. */
const depositShown = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('group', { name: 'Now send the coins' });

/** Completed: the stablecoin arrived and the naira was paid out (the service's test mode settles at once). */
export const Completed: Story = {
  parameters: { chain: { signer: FRESH_STATUS } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sellPrefilledAndConfirm(canvas);
    await receiptShows(canvasElement, 'Completed');
    await expect(timelineStates(canvas)).toEqual(['done', 'done', 'done']);
    await expect(depositShown(canvasElement)).toBeNull();
  },
};

/** Failed: the sale was not completed; what did not happen says so, the reference stays, with the site's support link, and no deposit is asked for. */
export const Failed: Story = {
  args: { support: 'help@shop.example' },
  parameters: { chain: { mock: { lifecycle: { settleTo: 'failed' } }, signer: FRESH_STATUS } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sellPrefilledAndConfirm(canvas);
    await receiptShows(canvasElement, 'Failed');
    await expect(canvas.getByText(/This request was not completed/, { selector: '.nr-intro' })).toBeVisible();
    await expect(timelineStates(canvas)).toEqual(['done', 'failed', 'missed']);
    await expect(canvas.getByText('Stablecoin not received')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'help@shop.example' })).toHaveAttribute('href', 'mailto:help@shop.example');
    await expect(depositShown(canvasElement)).toBeNull();
  },
};

/** The status route cannot be reached: the last known status (pending) stands, the page says it keeps trying. */
export const LookupFailing: Story = {
  parameters: { chain: { pageFaults: { route: 'status', reset: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sellPrefilledAndConfirm(canvas);
    await focusedHeading(canvas, 'Request received');
    await expect(await canvas.findByText(/could not be checked just now/, {})).toBeVisible();
    await expectStatus(canvas, 'Pending');
    await expect(canvas.getByRole('button', { name: 'Check again' })).toBeVisible();
  },
};

/** Completed, dark. */
export const CompletedDark: Story = inDark(Completed);
/** Failed, dark. */
export const FailedDark: Story = inDark(Failed);
