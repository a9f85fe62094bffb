import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BuyRamp } from '../src/react/buy/BuyRamp';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { phoneWidth, renderBuy } from './support/render';
import type { BuyStoryArgs } from './support/render';
import { buyToPay } from './support/steps';
import { chainLoader } from './support/story-chain';

/** The buy pay step at a phone's width: who the vendor is, the narration to type, the host's payment window. */
const meta = {
  title: 'Widgets/BuyRamp/Pay step',
  component: BuyRamp,
  loaders: [chainLoader],
  render: renderBuy,
  argTypes: widgetArgTypes,
  args: { appearance: 'light', ...callbackArgs() },
  decorators: [phoneWidth(375)],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone375', isRotated: false } },
} satisfies Meta<BuyStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Narration: the request's reference, copyable, under who the vendor is; no countdown without a window. */
export const Narration: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await buyToPay(canvas);
    await expect(canvas.getByText(/a payment partner of this business/)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy narration' })).toBeVisible());
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** Countdown: the host gives 30 minutes to pay; the time left ticks, read out at each 5 minutes. */
export const Countdown: Story = {
  args: { paymentWindowMinutes: 30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await buyToPay(canvas);
    await expect(await canvas.findByRole('timer')).toHaveTextContent(/^Time left to pay: (30:00|29:5\d)$/);
  },
};

/**
 * The window has closed before "I have paid": the vendor's account and its Copy buttons are gone, and
 * the ways on are "Start again" (a new window and narration) and "I already paid" (a transfer made in time).
 */
export const WindowOver: Story = {
  args: { paymentWindowMinutes: 30, defaultValues: { payBy: '2020-01-01T00:00:00.000Z' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await buyToPay(canvas);
    await expect(await canvas.findByRole('timer')).toHaveTextContent(/The time to pay has run out/);
    await expect(canvas.queryByRole('button', { name: 'Copy account number' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'I have paid' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'I already paid' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start again' })).toBeVisible();
  },
};

/** "Start again" after the window closed: a new window and a new narration, the account shown again. */
export const WindowStartedAgain: Story = {
  args: { paymentWindowMinutes: 30, defaultValues: { payBy: '2020-01-01T00:00:00.000Z' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await buyToPay(canvas);
    await canvas.findByRole('button', { name: 'Start again' });
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await expect(await canvas.findByRole('timer')).toHaveTextContent(/^Time left to pay: (30:00|29:5\d)$/);
    await expect(canvas.getByRole('button', { name: 'Copy account number' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Pay the vendor' })).toHaveFocus();
  },
};

/**
 * Back on the pay step after "I have paid": nothing asks for the transfer again. It says what the person
 * told us they paid, shows the transfer as made (its narration unchanged), with no time left to pay, and
 * goes on with Continue.
 */
export const AfterPaying: Story = {
  args: { paymentWindowMinutes: 30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await buyToPay(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'I have paid' }));
    await canvas.findByRole('heading', { name: 'Proof of payment' });
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await canvas.findByRole('heading', { name: 'Pay the vendor' });
    await expect(canvas.getByText(/You have told us you paid/)).toBeVisible();
    await expect(canvas.queryByText(/Send exactly/)).toBeNull();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};
