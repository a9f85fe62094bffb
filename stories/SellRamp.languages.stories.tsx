import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SellRamp } from '../src/react/sell/SellRamp';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { renderSell } from './support/render';
import type { SellStoryArgs } from './support/render';
import { chainLoader } from './support/story-chain';

/** The sell checkout in each language it ships besides English: its first step, then its error after Continue with no amount. */
const meta = {
  title: 'Widgets/SellRamp/Languages',
  component: SellRamp,
  loaders: [chainLoader],
  render: renderSell,
  argTypes: widgetArgTypes,
  args: { appearance: 'light', ...callbackArgs() },
} satisfies Meta<SellStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The words a language's first step shows: its title, the amount's label, Continue, and the error of an empty amount. */
type Words = { title: string; amount: string; next: string; amountMissing: string };

function inLanguage(locale: string, words: Words): Story {
  return {
    args: { locale },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const region = await canvas.findByRole('region', { name: words.title });
      await expect(region.closest('[lang]')).toHaveAttribute('lang', locale);
      await userEvent.click(canvas.getByRole('button', { name: words.next }));
      await waitFor(() => expect(canvas.getByLabelText(words.amount)).toHaveFocus());
      await expect(await canvas.findByText(words.amountMissing)).toBeVisible();
    },
  };
}

/** Nigerian Pidgin (`locale="pcm"`). */
export const Pidgin: Story = inLanguage('pcm', { title: 'Sell stablecoin', amount: 'How much you wan sell', next: 'Go front', amountMissing: 'Put amount' });

/** Yorùbá (`locale="yo"`). */
export const Yoruba: Story = inLanguage('yo', { title: 'Ta stablecoin', amount: 'Iye tí o fẹ́ tà', next: 'Tẹ̀síwájú', amountMissing: 'Tẹ iye owó' });

/** Hausa (`locale="ha"`). */
export const Hausa: Story = inLanguage('ha', { title: 'Sayar da stablecoin', amount: 'Adadin da za ku sayar', next: 'Ci gaba', amountMissing: 'Shigar da adadi' });

/** Igbo (`locale="ig"`). */
export const Igbo: Story = inLanguage('ig', { title: 'Ree stablecoin', amount: 'Ole ị ga-ere', next: "Gaa n'ihu", amountMissing: 'Tinye ego ole' });
