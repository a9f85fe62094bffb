import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockVendors } from '../src/mock';
import type { MockVendor } from '../src/mock';
import { BuyRamp } from '../src/react/buy/BuyRamp';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { phoneWidth, renderBuy } from './support/render';
import type { BuyStoryArgs } from './support/render';
import { continueTo, fillAmountAndVendor } from './support/steps';
import { chainLoader } from './support/story-chain';

/** Three vendors that read "Adaeze Okonkwo, Access Bank": one plain, one with a Cyrillic А, one with a zero-width space. */
const LOOKALIKES: MockVendor[] = [
  { venderName: 'Adaeze Okonkwo', vendorNumber: '0123456789', vendorBank: 'Access Bank' },
  { venderName: '\u0410daeze Okonkwo', vendorNumber: '2034567891', vendorBank: 'Access Bank' },
  { venderName: 'Ada\u200beze Okonkwo', vendorNumber: '3045678912', vendorBank: 'Access Bank' },
  { venderName: 'Chinedu Eze', vendorNumber: '1056789123', vendorBank: 'Zenith Bank' },
];

/** The longest vendor name a buy body takes, without a space to break at. */
const LONG_NAME = 'ADAEZEOKONKWO'.repeat(16).slice(0, 200);

/**
 * Text from the service's vendor list at a phone's width: names that render alike told apart by the
 * last digits of their accounts, and a long name wrapping inside the widget, whole.
 */
const meta = {
  title: 'Widgets/BuyRamp/Text from the service',
  component: BuyRamp,
  loaders: [chainLoader],
  render: renderBuy,
  argTypes: widgetArgTypes,
  args: { appearance: 'light', ...callbackArgs() },
  decorators: [phoneWidth(375)],
  parameters: { layout: 'fullscreen', chain: { mock: { vendors: LOOKALIKES } } },
  globals: { viewport: { value: 'phone375', isRotated: false } },
} satisfies Meta<BuyStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Look-alike vendors: each that reads like another shows "Account ending in …"; Chinedu Eze, like no other, does not. */
export const LookalikeVendors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const digits of ['6789', '7891', '8912']) await expect(await canvas.findByRole('radio', { name: new RegExp(`ending in ${digits}`) })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Chinedu Eze Zenith Bank' })).toBeInTheDocument();
  },
};

/** Look-alike vendors in the searchable list (more than six vendors), "adaeze" typed. */
export const LookalikeVendorsSearchable: Story = {
  parameters: { chain: { mock: { vendors: [...LOOKALIKES, ...mockVendors(6)] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Payment vendor' }), 'adaeze');
    await expect(await canvas.findByRole('option', { name: /ending in 6789/ })).toBeVisible();
  },
};

/** A 200-character vendor name with no space: it wraps inside its card at 320 px, and on the pay step. */
export const LongVendorName: Story = {
  decorators: [phoneWidth(320)],
  globals: { viewport: { value: 'phone320', isRotated: false } },
  parameters: { chain: { mock: { vendors: [{ venderName: LONG_NAME, vendorNumber: '0123456789', vendorBank: 'Access Bank' }, LOOKALIKES[3]!] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAmountAndVendor(canvas, { vendor: new RegExp(LONG_NAME.slice(0, 40)) });
    await continueTo(canvas, 'Pay the vendor');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
