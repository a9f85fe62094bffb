import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMockQuote } from '../src/mock';
import { SellRamp } from '../src/react/sell/SellRamp';
import { loadedChain } from './support/story-chain';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { darkPage, phoneWidth, renderBuy, renderSell } from './support/render';
import type { SellStoryArgs } from './support/render';
import { PREFILLED_BUY, PREFILLED_SELL, buyPrefilledAndConfirm, continueTo, focusedHeading } from './support/steps';
import { chainLoader } from './support/story-chain';

/** "You receive ≈": the host's quote under the amount as the person types and on review; the receipt says it once, as the estimate when the person asked. */
const meta = {
  title: 'Widgets/Quote',
  component: SellRamp,
  loaders: [chainLoader],
  render: renderSell,
  argTypes: widgetArgTypes,
  args: { appearance: 'light', ...callbackArgs() },
} satisfies Meta<SellStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const withQuote = (quote: NonNullable<Parameters<typeof createMockQuote>[0]> | ((...args: never[]) => unknown) = {}) => ({
  chain: { signer: { quote: typeof quote === 'function' ? quote : createMockQuote(quote) } },
});

/** A sell quote as the amount is typed: what the person receives in naira, with the rate and fee in words. */
export const Sell: Story = {
  parameters: withQuote(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'USDC' }));
    await userEvent.type(canvas.getByLabelText('Amount to sell'), '120.5');
    await expect(await canvas.findByText('₦180,250.00', {})).toBeVisible();
    await expect(canvas.getByText('You receive ≈', { exact: false })).toBeVisible();
    await expect(canvas.getByText('Rate: 1 USDC = ₦1,500.00. Fee: ₦500.00, already taken off.')).toBeVisible();
  },
};

/** The quote is on its way (the host's quote function has not answered). */
export const Loading: Story = {
  parameters: withQuote(() => new Promise(() => {})),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Amount to sell'), '50');
    await expect(await canvas.findByText('Getting a quote…')).toBeVisible();
  },
};

/** On review, the quote is on its way: Confirm waits for the figure, described by the line that says so, and a press sends nothing. */
export const ReviewGettingQuote: Story = {
  parameters: withQuote(() => new Promise(() => {})),
  args: { defaultValues: PREFILLED_SELL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await continueTo(canvas, 'Network and wallet');
    await continueTo(canvas, 'Bank account to receive naira');
    await continueTo(canvas, 'Review');
    await expect(await canvas.findByText('Getting a quote…')).toBeVisible();
    const confirm = canvas.getByRole('button', { name: 'Confirm and sell' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toHaveAccessibleDescription('Getting a quote…');
    await userEvent.click(confirm);
    await expect(canvas.getByRole('heading', { name: 'Review' })).toBeVisible();
  },
};

/** The host's quote function failed: no number, a plain word that the amount is set later. */
export const Failing: Story = {
  parameters: withQuote(() => {
    throw new Error('rates unavailable');
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Amount to sell'), '50');
    await expect(await canvas.findByText(/No quote right now/, {})).toBeVisible();
    await expect(canvas.queryByText(/₦/)).toBeNull();
  },
};

/** The quote has expired (here it was issued already expired): the figure stays, with a note that it may differ. */
export const Expired: Story = {
  parameters: withQuote({ ttlMs: -60_000 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Amount to sell'), '50');
    await expect(await canvas.findByText(/This quote has expired/, {})).toBeVisible();
    await expect(canvas.getByText('₦74,500.00')).toBeVisible();
  },
};

/** A signer without a quote function: nothing is shown and no quote is asked for. */
export const NoQuoteRoute: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const chain = loadedChain(loaded);
    await waitFor(() => expect(chain.pageRequests).toContain('GET /config'));
    await userEvent.type(canvas.getByLabelText('Amount to sell'), '50');
    await continueTo(canvas, 'Network and wallet');
    await expect(canvas.queryByText(/You receive/)).toBeNull();
    await expect(chain.pageRequests.filter((request) => request.includes('/quote'))).toEqual([]);
  },
};

/** A buy: the quote in cNGN under the amount, again on review, and on the receipt's "You receive" as the estimate when the person asked. */
export const Buy: Story = {
  render: renderBuy as never,
  parameters: withQuote(),
  args: { defaultValues: PREFILLED_BUY } as never,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('24,900.00 cNGN', {})).toBeVisible();
    await buyPrefilledAndConfirm(canvas);
    await focusedHeading(canvas, 'Request received');
    await expect(await canvas.findByText(/about 24,900\.00 cNGN, as estimated when you asked/)).toBeVisible();
  },
};

/** At 375 px, dark: the quote line under the amount. */
export const SellDarkPhone: Story = {
  ...Sell,
  args: { appearance: 'dark' },
  decorators: [phoneWidth(375), darkPage],
  parameters: { ...withQuote(), layout: 'fullscreen', backgrounds: { disable: true } },
  globals: { viewport: { value: 'phone375', isRotated: false } },
};
