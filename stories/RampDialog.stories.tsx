import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { RampDialog } from '../src/react/modal/RampDialog';
import { darkPage } from './support/render';
import { renderBuy, renderSell } from './support/render';
import type { BuyStoryArgs, SellStoryArgs } from './support/render';
import { PREFILLED_SELL, focusedHeading, sellPrefilledAndConfirm } from './support/steps';
import { chainLoader, loadedChain } from './support/story-chain';
import { PayWithStablecoin } from './docs/examples/PayWithStablecoin';

type DialogArgs = BuyStoryArgs & SellStoryArgs & { flow: 'buy' | 'sell' };

/** A host page whose own button opens the checkout in a `<RampDialog>`. */
function HostPage({ flow, children }: { flow: 'buy' | 'sell'; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p>Your basket: ₦50,000.</p>
      <button type="button" onClick={() => setOpen(true)}>
        {flow === 'buy' ? 'Pay with stablecoin' : 'Cash out stablecoin'}
      </button>
      <RampDialog open={open} onClose={() => setOpen(false)}>
        {children}
      </RampDialog>
    </div>
  );
}

/**
 * The checkout as a modal: a native `<dialog>` the host opens from its own button, named by the widget's
 * title, focus moved in and given back, Escape and the close button asking first once a request was sent.
 */
const meta = {
  title: 'Widgets/RampDialog',
  loaders: [chainLoader],
  args: { flow: 'buy', appearance: 'light' },
  argTypes: { flow: { control: 'inline-radio', options: ['buy', 'sell'] }, appearance: { control: 'inline-radio', options: ['light', 'dark', 'auto'] } },
  render: (args, context) => <HostPage flow={args.flow}>{args.flow === 'buy' ? renderBuy(args, context) : renderSell(args, context)}</HostPage>,
} satisfies Meta<DialogArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The README's example: opens from the page's button with focus inside; Escape closes it and focus is back on the button. */
export const Buy: Story = {
  render: (_, { loaded }) => <PayWithStablecoin signer={loadedChain(loaded).signer} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Pay with stablecoin' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Buy NGN stablecoin' });
    await within(dialog).findByRole('radio', { name: /Adaeze Okonkwo/ });
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
    // Left open, so the story's axe check looks at the dialog.
    await userEvent.click(opener);
    await within(canvas.getByRole('dialog')).findByRole('radio', { name: /Adaeze Okonkwo/ });
  },
};

/** The sell flow in the same dialog, opened by keyboard. */
export const Sell: Story = {
  args: { flow: 'sell' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Cash out stablecoin' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Sell stablecoin' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('radio', { name: 'USDT' })).toHaveFocus();
  },
};

/** Once a request was sent, Escape asks first; "Keep open" is focused and the answer Escape gives. */
export const AsksBeforeClosing: Story = {
  args: { flow: 'sell', defaultValues: PREFILLED_SELL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cash out stablecoin' }));
    await sellPrefilledAndConfirm(canvas);
    await focusedHeading(canvas, 'Request received');
    await userEvent.keyboard('{Escape}');
    const question = await canvas.findByRole('alertdialog', { name: 'Close this checkout?' });
    await expect(within(question).getByRole('button', { name: 'Keep open' })).toHaveFocus();
  },
};

/** Dark, with a yellow brand colour: the button text is chosen dark for contrast. */
export const DarkYellowBrand: Story = {
  args: { appearance: 'dark', theme_primary: '#ffd400' },
  decorators: [darkPage],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with stablecoin' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Buy NGN stablecoin' });
    await within(dialog).findByRole('radio', { name: /Adaeze Okonkwo/ });
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveStyle({ color: 'color(xyz-d65 0 0 0)' });
  },
};
