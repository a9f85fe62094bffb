import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SellRamp } from '../src/react/sell/SellRamp';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { renderSell } from './support/render';
import type { SellStoryArgs } from './support/render';
import type { ChainSpec } from './support/chain';
import { createSell } from './support/kept-flow';
import { FRESH_STATUS, HOUR, expectStatus, inDark, receiptShows, timelineStates } from './support/receipt-stories';
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

/** A sell made before this page loaded, so the story's signer knows it: its reference becomes the widget's `reference`. */
const fromReference = (settleAfterMs: number): Pick<Story, 'parameters' | 'loaders' | 'render'> => ({
  parameters: { chain: { signer: FRESH_STATUS, mock: { lifecycle: { settleAfterMs } } } },
  loaders: [
    async (context: { parameters: { chain?: ChainSpec } }) => {
      const loaded = await chainLoader(context);
      const record = await createSell(loaded.chain);
      return { ...loaded, reference: String(record.reference) };
    },
  ],
  render: (args, context) => renderSell({ ...args, reference: String(context.loaded.reference) }, context),
});

/** A receipt opened from a reference alone (a host's link back), the sale settled: its status and reference. */
export const FromReference: Story = {
  ...fromReference(0),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expectStatus(canvas, 'Completed');
    await expect(canvas.getByText(String(loaded.reference))).toBeVisible();
  },
};

/**
 * The same link while the sale is pending: the status route does not say where to send, so the page shows
 * no deposit instructions and says to send nothing until the site tells where.
 */
export const FromReferencePending: Story = {
  ...fromReference(HOUR),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expectStatus(canvas, 'Pending');
    await expect(canvas.getByText(String(loaded.reference))).toBeVisible();
    await expect(depositShown(canvasElement)).toBeNull();
    await expect(canvas.getByText(/Do not send any coins until the site tells you where/)).toBeVisible();
  },
};

/** Completed, dark. */
export const CompletedDark: Story = inDark(Completed);
/** Failed, dark. */
export const FailedDark: Story = inDark(Failed);
