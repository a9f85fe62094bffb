import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BuyRamp } from '../src/react/buy/BuyRamp';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { inDark } from './support/receipt-stories';
import { renderBuy } from './support/render';
import type { BuyStoryArgs } from './support/render';
import { buyToReview, continueTo, stepHeading } from './support/steps';
import { chainLoader } from './support/story-chain';

/**
 * A transfer already made ("I have paid"): its narration is its reference. Changing amount or vendor asks
 * which is meant: correcting what was paid (the narration stays) or a separate purchase, which sets the
 * paid one aside on screen, and in the tab, until it is claimed or dismissed knowingly.
 */
const meta = {
  title: 'Widgets/BuyRamp/Paid transfer',
  component: BuyRamp,
  loaders: [chainLoader],
  render: renderBuy,
  argTypes: widgetArgTypes,
  args: { appearance: 'light', ...callbackArgs() },
} satisfies Meta<BuyStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const parked = (canvas: Canvas) => canvas.getByRole('group', { name: 'A payment not claimed yet' });

async function ask(canvas: Canvas) {
  await buyToReview(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Change amount or vendor' }));
  return canvas.getByRole('group', { name: 'What do you want to change?' });
}

/** The question: correct what was paid (the narration stays), or start a separate purchase. */
export const WhatToChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = await ask(canvas);
    await expect(within(question).getByText('What do you want to change?')).toHaveFocus();
    await expect(question).toHaveTextContent(/The narration stays \d{16}/);
    await expect(within(question).getByRole('button', { name: 'Start a separate purchase' })).toBeVisible();
  },
};

/** Correcting: amount and vendor open on the first step, with the narration that stays. */
export const Correcting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = await ask(canvas);
    await userEvent.click(within(question).getByRole('button', { name: 'Correct what I paid' }));
    await stepHeading(canvas, 'Amount');
    await expect(canvas.getByText(/Correct the amount and vendor to what you paid\. The narration stays \d{16}/)).toBeVisible();
  },
};

/** A separate purchase: the paid transfer stays in view above every step, with its narration. */
export const SeparatePurchase: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const question = await ask(canvas);
    await userEvent.click(within(question).getByRole('button', { name: 'Start a separate purchase' }));
    await stepHeading(canvas, 'Amount');
    await waitFor(() => expect(canvas.getByLabelText('Amount in naira')).toHaveFocus());
    await expect(parked(canvas)).toHaveTextContent(/You said you paid ₦25,000.00 to Adaeze Okonkwo, Access Bank 0123456789, with the narration \d{16}/);
    await expect(args.onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'paid_parked', flow: 'buy' }));
    await continueTo(canvas, 'Pay the vendor');
    await expect(parked(canvas)).toBeVisible();
  },
};

/** Dismissing the set-aside transfer asks first, and says what the business needs to find it. */
export const DismissQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = await ask(canvas);
    await userEvent.click(within(question).getByRole('button', { name: 'Start a separate purchase' }));
    await stepHeading(canvas, 'Amount');
    await userEvent.click(within(parked(canvas)).getByRole('button', { name: 'Dismiss it' }));
    const dismiss = within(parked(canvas)).getByRole('group', { name: 'Dismiss this payment?' });
    await expect(within(dismiss).getByText('Dismiss this payment?')).toHaveFocus();
    await expect(dismiss).toHaveTextContent(/the business needs its narration, \d{16}, to find it/);
  },
};

export const WhatToChangeDark: Story = inDark(WhatToChange);
export const SeparatePurchaseDark: Story = inDark(SeparatePurchase);
