import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BuyRamp } from '../src/react/buy/BuyRamp';
import { upstreamBodies } from './support/chain';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { FRESH_STATUS, HOUR, inDark, SEND_AT_ONCE } from './support/receipt-stories';
import { phoneWidth, renderBuy } from './support/render';
import type { BuyStoryArgs } from './support/render';
import { buyPrefilledAndConfirm, focusedHeading, PREFILLED_BUY } from './support/steps';
import { chainLoader, loadedChain } from './support/story-chain';
import { findOutcomeUnknown } from './support/submit-failures';

/**
 * A buy whose answer was lost: the service took it (or not) and the reply never came. Until it is found,
 * the review says not to pay again and shows the reference to quote; "Check again" asks the status route
 * for that reference, "Send again" sends the same request under it. Nothing makes a new reference.
 */
const meta = {
  title: 'Widgets/BuyRamp/Outcome unknown',
  component: BuyRamp,
  loaders: [chainLoader],
  render: renderBuy,
  argTypes: widgetArgTypes,
  args: { appearance: 'light', defaultValues: PREFILLED_BUY, support: 'https://shop.example/help', ...callbackArgs() },
} satisfies Meta<BuyStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// The service creates the transaction and its reply is lost, while its status lookup is down.
const LOST_WHILE_LOOKUP_DOWN = {
  chain: { signer: FRESH_STATUS, faults: [{ route: 'onramp' as const, status: 500, afterCreating: true, times: 1 }, { route: 'status' as const, status: 500 }] },
};

/**
 * The answer was lost and the status route is being asked (held here until the story ends): the confirm
 * button says it is checking, and neither it nor "Send again" takes a press until the answer comes; nothing starts anew.
 */
export const Checking: Story = {
  parameters: { chain: { signer: { ...FRESH_STATUS, timeoutMs: 120_000 }, faults: [{ route: 'onramp', reset: true, afterCreating: true, times: 1 }, { route: 'status', hang: true }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await buyPrefilledAndConfirm(canvas);
    const busy = await canvas.findByRole('button', { name: 'Checking…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('The answer was lost. Checking whether your request went through…')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send again' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('button', { name: 'Start a new request' })).toBeNull();
  },
};

/** Not known yet: do not pay again, the reference to quote with the site's support link, Check again and Send again. */
export const LostAnswer: Story = {
  parameters: LOST_WHILE_LOOKUP_DOWN,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await buyPrefilledAndConfirm(canvas);
    const panel = await findOutcomeUnknown(canvas);
    await expect(panel).toHaveTextContent(/Do not pay again/);
    const [sent] = upstreamBodies(loadedChain(loaded).mock, 'onramp');
    await expect(within(panel).getByText(String(sent?.reference))).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'https://shop.example/help' })).toHaveAttribute('href', 'https://shop.example/help');
    await expect(canvas.queryByRole('button', { name: 'Start a new request' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

/** "Check again" while the lookup is still down: it says the check could not be made, and the reference stays. */
export const CheckFailed: Story = {
  parameters: LOST_WHILE_LOOKUP_DOWN,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await buyPrefilledAndConfirm(canvas);
    const panel = await findOutcomeUnknown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(panel).toHaveTextContent(/could not be made just now|Not found yet/));
  },
};

// The transaction the last "Send again" creates stays pending: the receipt's first status check (fresh, as
// FRESH_STATUS asks) would otherwise find it settled at once and title the receipt with how it ended.
const STAYS_PENDING = { lifecycle: { settleAfterMs: HOUR } };

/** After a hang in which nothing was created, "Send again" goes under the same reference and reaches the receipt: one transaction. */
export const SendAgainAfterHang: Story = {
  parameters: { chain: { signer: { ...FRESH_STATUS, ...SEND_AT_ONCE, timeoutMs: 300 }, faults: { route: 'onramp', hang: true, times: 1 }, mock: STAYS_PENDING, lookupSeenWorking: true } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { mock } = loadedChain(loaded);
    await buyPrefilledAndConfirm(canvas);
    await findOutcomeUnknown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await focusedHeading(canvas, 'Request received');
    const [first, again] = upstreamBodies(mock, 'onramp');
    await expect(again?.reference).toBe(first?.reference);
    await expect(mock.transactions).toHaveLength(1);
  },
};

/**
 * "Send again" that the signer does not take (the service answers 503 this time): the first attempt may
 * still have gone through, so the review still says so, with the same reference, no Back and no Confirm;
 * the next "Send again" goes under that reference and reaches the receipt: one transaction.
 */
export const SendAgainNotTaken: Story = {
  parameters: {
    chain: {
      signer: { ...FRESH_STATUS, ...SEND_AT_ONCE, timeoutMs: 300 },
      faults: [{ route: 'onramp', hang: true, times: 1 }, { route: 'onramp', status: 503, times: 1 }],
      mock: STAYS_PENDING,
      lookupSeenWorking: true,
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { mock } = loadedChain(loaded);
    await buyPrefilledAndConfirm(canvas);
    await findOutcomeUnknown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(upstreamBodies(mock, 'onramp')).toHaveLength(2));
    const panel = await findOutcomeUnknown(canvas);
    await waitFor(() => expect(panel).toHaveTextContent(/could not be made just now/));
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Confirm and buy' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await focusedHeading(canvas, 'Request received');
    await expect(new Set(upstreamBodies(mock, 'onramp').map((body) => body.reference)).size).toBe(1);
    await expect(mock.transactions).toHaveLength(1);
  },
};

export const LostAnswerDark: Story = inDark(LostAnswer);

/** The same at 320 px: the reference and both buttons fit, nothing scrolls sideways. */
export const LostAnswerPhone: Story = {
  ...LostAnswer,
  decorators: [phoneWidth(320)],
  parameters: { ...LOST_WHILE_LOOKUP_DOWN, layout: 'fullscreen' },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async (context) => {
    await LostAnswer.play?.(context);
    const root = context.canvasElement.querySelector<HTMLElement>('[data-naira-ramp]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(320);
  },
};
