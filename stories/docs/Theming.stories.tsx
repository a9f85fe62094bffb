import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BuyRamp } from '../../src/react/buy/BuyRamp';
import { callbackArgs, widgetArgTypes } from '../support/meta';
import { renderBuy } from '../support/render';
import type { BuyStoryArgs } from '../support/render';
import { buyPrefilledAndConfirm, PREFILLED_BUY, stepHeading } from '../support/steps';
import { chainLoader } from '../support/story-chain';

/** One live example per theme token, shown on the Theming page; each sets that token and little else. */
const meta = {
  title: 'Docs/Theming examples',
  component: BuyRamp,
  loaders: [chainLoader],
  render: renderBuy,
  argTypes: widgetArgTypes,
  args: { appearance: 'light', ...callbackArgs() },
} satisfies Meta<BuyStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads a custom property the `theme` prop set on the widget root. */
async function expectToken(canvasElement: HTMLElement, variable: string, value: string) {
  const root = within(canvasElement).getByRole('region', { name: 'Buy NGN stablecoin' });
  await expect(root.style.getPropertyValue(variable)).toBe(value);
}

/** Every token from the Controls panel: start here and edit. */
export const Playground: Story = {};

/** Light and dark values apart: the README's green, lighter in dark mode; the button text is picked for each. */
export const PerMode: Story = {
  args: { appearance: 'dark', theme: { primary: '#0f5132', radius: '12px', dark: { primary: '#6fcf97' } } },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByRole('region', { name: 'Buy NGN stablecoin' });
    await expect(root.style.getPropertyValue('--nr-dark-color-primary')).toBe('#6fcf97');
    await expect(within(root).getByRole('button', { name: 'Continue' })).toHaveStyle({ backgroundColor: 'rgb(111, 207, 151)' });
  },
};

/** `primary` (with its partner `onPrimary`): buttons and the selected option. */
export const Primary: Story = {
  args: { theme_primary: '#9d174d', defaultValues: { vendorNumber: '0123456789' } },
  play: async ({ canvasElement }) => expectToken(canvasElement, '--nr-color-primary', '#9d174d'),
};

/** `onPrimary`: text on a light primary needs a dark partner. */
export const OnPrimary: Story = {
  args: { theme_primary: '#fcd34d', theme_onPrimary: '#1c1917' },
  play: async ({ canvasElement }) => expectToken(canvasElement, '--nr-color-on-primary', '#1c1917'),
};

/** `background`: the widget's own background. */
export const Background: Story = {
  args: { theme_background: '#fffbeb' },
  play: async ({ canvasElement }) => expectToken(canvasElement, '--nr-color-background', '#fffbeb'),
};

/** `surface`: inputs, option tiles, detail lists and alerts. */
export const Surface: Story = {
  args: { theme_surface: '#e0f2fe' },
  play: async ({ canvasElement }) => expectToken(canvasElement, '--nr-color-surface', '#e0f2fe'),
};

/** `text`: body text and labels. */
export const Text: Story = {
  args: { theme_text: '#1e3a8a' },
  play: async ({ canvasElement }) => expectToken(canvasElement, '--nr-color-text', '#1e3a8a'),
};

/** `muted`: hints, the step count and option details. */
export const Muted: Story = {
  args: { theme_muted: '#7c2d12' },
  play: async ({ canvasElement }) => expectToken(canvasElement, '--nr-color-muted', '#7c2d12'),
};

/** `border`: input, tile and card borders. */
export const Border: Story = {
  args: { theme_border: '#0f766e' },
  play: async ({ canvasElement }) => expectToken(canvasElement, '--nr-color-border', '#0f766e'),
};

/** `danger`: error text and invalid borders (an amount below the minimum is shown). */
export const Danger: Story = {
  args: { theme_danger: '#9f1239' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Amount in naira'), '500');
    await userEvent.tab();
    // The error under the field (its words are also said, in the visually hidden live region).
    await expect(await canvas.findByText('Amount must be at least ₦20,000.00', { selector: '[data-slot="field-error"]' })).toHaveStyle({ color: 'rgb(159, 18, 57)' });
  },
};

/** `success`: the receipt's Completed status chip and the stages done on its timeline. */
export const Success: Story = {
  args: { theme_success: '#166534', defaultValues: PREFILLED_BUY },
  // The status route asks the mock (which settles at once) at every poll.
  parameters: { chain: { signer: { statusStaleMs: 0 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await buyPrefilledAndConfirm(canvas);
    // The heading says "Stablecoin sent" once the status has come back completed.
    await stepHeading(canvas, /Request received|Stablecoin sent/);
    await expect(await canvas.findByText('Completed', { selector: '.nr-status' })).toHaveStyle({ color: 'rgb(22, 101, 52)' });
  },
};

/** `focus`: the focus ring (the amount field is focused by keyboard here). */
export const Focus: Story = {
  args: { theme_focus: '#c2410c' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByLabelText('Amount in naira')).toHaveFocus();
    await expectToken(canvasElement, '--nr-color-focus', '#c2410c');
  },
};

/** `fontFamily`: any font stack your page has loaded. */
export const FontFamily: Story = {
  args: { theme_fontFamily: "Georgia, 'Times New Roman', serif" },
  play: async ({ canvasElement }) => expectToken(canvasElement, '--nr-font-family', "Georgia, 'Times New Roman', serif"),
};

/** `fontSize`: the base size; everything scales from it (inputs never go below 16 px). */
export const FontSize: Story = {
  args: { theme_fontSize: '1.125rem' },
  play: async ({ canvasElement }) => expectToken(canvasElement, '--nr-font-size', '1.125rem'),
};

/** `radius`: corners of inputs, buttons and cards (`0` for square). */
export const Radius: Story = {
  args: { theme_radius: '0' },
  play: async ({ canvasElement }) => expectToken(canvasElement, '--nr-radius', '0'),
};

/** `spacing`: the base unit every gap and padding is a multiple of. */
export const Spacing: Story = {
  args: { theme_spacing: '0.375rem' },
  play: async ({ canvasElement }) => expectToken(canvasElement, '--nr-space', '0.375rem'),
};
