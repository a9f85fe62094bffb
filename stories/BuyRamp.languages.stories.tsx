import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BuyRamp } from '../src/react/buy/BuyRamp';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { renderBuy } from './support/render';
import type { BuyStoryArgs } from './support/render';
import { chainLoader } from './support/story-chain';

/** The buy checkout in each language it ships besides English: its first step, then its errors after Continue with nothing entered. */
const meta = {
  title: 'Widgets/BuyRamp/Languages',
  component: BuyRamp,
  loaders: [chainLoader],
  render: renderBuy,
  argTypes: widgetArgTypes,
  args: { appearance: 'light', ...callbackArgs() },
} satisfies Meta<BuyStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The words a language's first step shows: its title, the amount's label, Continue, and the two errors of an empty step. */
type Words = { title: string; amount: string; next: string; amountMissing: string; vendorMissing: string };

function inLanguage(locale: string, words: Words): Story {
  return {
    args: { locale },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const region = await canvas.findByRole('region', { name: words.title });
      await expect(region.closest('[lang]')).toHaveAttribute('lang', locale);
      await canvas.findByRole('radio', { name: /Adaeze Okonkwo/ });
      await userEvent.click(canvas.getByRole('button', { name: words.next }));
      await waitFor(() => expect(canvas.getByLabelText(words.amount)).toHaveFocus());
      await expect(await canvas.findByText(words.amountMissing)).toBeVisible();
      await expect(await canvas.findByText(words.vendorMissing)).toBeVisible();
    },
  };
}

/** Nigerian Pidgin (`locale="pcm"`). */
export const Pidgin: Story = inLanguage('pcm', { title: 'Buy NGN stablecoin', amount: 'How much naira', next: 'Go front', amountMissing: 'Put amount', vendorMissing: 'Pick the vendor wey you go pay' });

/** Yorùbá (`locale="yo"`). */
export const Yoruba: Story = inLanguage('yo', { title: 'Ra NGN stablecoin', amount: 'Iye owó ní náírà', next: 'Tẹ̀síwájú', amountMissing: 'Tẹ iye owó', vendorMissing: 'Yan olùtajà tí o máa san owó fún' });

/** Hausa (`locale="ha"`). */
export const Hausa: Story = inLanguage('ha', { title: 'Sayi NGN stablecoin', amount: 'Adadin kuɗi a naira', next: 'Ci gaba', amountMissing: 'Shigar da adadi', vendorMissing: 'Zaɓi dillalin da za ku biya' });

/** Igbo (`locale="ig"`). */
export const Igbo: Story = inLanguage('ig', { title: 'Zụta NGN stablecoin', amount: 'Ego ole na naịra', next: "Gaa n'ihu", amountMissing: 'Tinye ego ole', vendorMissing: 'Họrọ vendọ ị ga-akwụ ụgwọ' });
