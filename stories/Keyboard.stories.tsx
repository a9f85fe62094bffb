import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { renderBuy, renderSell } from './support/render';
import type { BuyStoryArgs, SellStoryArgs } from './support/render';
import { focusedHeading, tabTo, WALLETS } from './support/steps';
import { chainLoader } from './support/story-chain';

/** Both flows completed with the keyboard alone: Tab, typing, Space on a radio, Enter on a button. */
const meta = {
  title: 'Widgets/Keyboard only',
  loaders: [chainLoader],
  argTypes: widgetArgTypes,
  args: { appearance: 'light', ...callbackArgs() },
} satisfies Meta<BuyStoryArgs & SellStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types into the focused field, as a person does after tabbing to it. */
const typeHere = (text: string) => userEvent.keyboard(text);
const press = (key: string) => userEvent.keyboard(`{${key}}`);

/** A whole buy, from the amount to the receipt, without the mouse. */
export const BuyByKeyboard: Story = {
  render: renderBuy,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radio', { name: /Adaeze Okonkwo/ });
    await tabTo(canvas, 'Amount in naira');
    await typeHere('25000');
    await tabTo(canvas, /Adaeze Okonkwo/);
    await userEvent.keyboard('[Space]');
    await expect(canvas.getByRole('radio', { name: /Adaeze Okonkwo/ })).toBeChecked();
    await tabTo(canvas, 'Continue');
    await press('Enter');
    await focusedHeading(canvas, 'Pay the vendor');
    await tabTo(canvas, 'I have paid');
    await press('Enter');
    await focusedHeading(canvas, 'Proof of payment');
    await tabTo(canvas, 'Bank you paid from');
    await typeHere('Access Bank');
    await tabTo(canvas, 'Account number you paid from');
    // Enter in a text field submits the step, as in any form.
    await typeHere('0123456780{Enter}');
    await focusedHeading(canvas, 'Where to receive the stablecoin');
    await tabTo(canvas, 'Wallet address');
    await typeHere(`${WALLETS.stellar}{Enter}`);
    await focusedHeading(canvas, 'Review');
    await tabTo(canvas, 'Confirm and buy');
    await press('Enter');
    await focusedHeading(canvas, 'Request received');
  },
};

/** A whole sell without the mouse, choosing USDC with the arrow keys. */
export const SellByKeyboard: Story = {
  render: renderSell,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas, 'USDT');
    await press('ArrowRight');
    await expect(canvas.getByRole('radio', { name: 'USDC' })).toBeChecked();
    await tabTo(canvas, 'Amount to sell');
    await typeHere('40{Enter}');
    await focusedHeading(canvas, 'Network and wallet');
    await tabTo(canvas, 'Wallet address you will send from');
    await typeHere(`${WALLETS.stellar}{Enter}`);
    await focusedHeading(canvas, 'Bank account to receive naira');
    await tabTo(canvas, 'Bank');
    await typeHere('Wema Bank');
    await tabTo(canvas, 'Account number');
    await typeHere('9480948372');
    await tabTo(canvas, 'Account name');
    await typeHere('Tansi Jones{Enter}');
    await focusedHeading(canvas, 'Review');
    await expect(canvas.getByText('40.00 USDC')).toBeVisible();
    await tabTo(canvas, 'Confirm and sell');
    await press('Enter');
    await focusedHeading(canvas, 'Request received');
  },
};
