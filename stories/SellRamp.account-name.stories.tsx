import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_NO_SUCH_ACCOUNT } from '../src/mock';
import { SellRamp } from '../src/react/sell/SellRamp';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { phoneWidth, renderSell } from './support/render';
import type { SellStoryArgs } from './support/render';
import { continueTo, expectFieldError, sellToBank, wholeText } from './support/steps';
import type { Canvas } from './support/steps';
import { chainLoader } from './support/story-chain';

/**
 * The payout account's checks, at a phone's width: the holder's name from the signer's
 * `resolveAccountName` (here the mock's), the phone-number hint and the NUBAN check digit's warning.
 */
const meta = {
  title: 'Widgets/SellRamp/Account name',
  component: SellRamp,
  loaders: [chainLoader],
  render: renderSell,
  argTypes: widgetArgTypes,
  args: { appearance: 'light', ...callbackArgs() },
  decorators: [phoneWidth(375)],
  parameters: { layout: 'fullscreen', chain: { accountNames: true } },
  globals: { viewport: { value: 'phone375', isRotated: false } },
} satisfies Meta<SellStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typeAccount(canvas: Canvas, bank: string, number: string) {
  await sellToBank(canvas);
  await userEvent.type(canvas.getByLabelText('Bank'), bank);
  await userEvent.type(canvas.getByLabelText('Account number'), number);
}

/** With the enquiry down: the person is warned, types the name themselves and goes on to the review. */
async function typeUncheckedName(canvas: Canvas, bank: string, number: string, name: string) {
  await typeAccount(canvas, bank, number);
  await expect(await canvas.findByText(/could not be checked right now/)).toBeVisible();
  await userEvent.type(canvas.getByLabelText('Account name'), name);
  await continueTo(canvas, 'Review');
}

/** Resolving: the enquiry has not answered yet (it hangs here); the name can wait. */
export const Resolving: Story = {
  parameters: { chain: { accountNames: true, faults: { route: 'account_name', hang: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAccount(canvas, 'Wema Bank', '9480948372');
    await expect(await canvas.findByText('Checking the name on this account…')).toBeVisible();
  },
};

/** Continue pressed while the enquiry has not answered: the press waits, the button saying so (busy) and the live region too. */
export const ContinueWhileResolving: Story = {
  parameters: { chain: { accountNames: true, faults: { route: 'account_name', hang: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAccount(canvas, 'Wema Bank', '9480948372');
    await userEvent.type(canvas.getByLabelText('Account name'), 'Tansi Jones');
    await canvas.findByText('Checking the name on this account…');
    const button = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveTextContent('Checking…');
    await expect(canvas.getByRole('heading', { name: 'Bank account to receive naira' })).toBeVisible();
  },
};

/** Resolved: "Paying TANSI JONES at Wema Bank", the name filled and read-only, and on the review. */
export const Resolved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAccount(canvas, 'Wema Bank', '9480948372');
    await expect(await canvas.findByText(wholeText(/^Paying TANSI JONES at Wema Bank$/))).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Account name')).toHaveValue('TANSI JONES'));
    await expect(canvas.getByLabelText('Account name')).toHaveAttribute('readonly');
    await continueTo(canvas, 'Review');
    await expect(canvas.getByText('TANSI JONES')).toBeVisible();
  },
};

/** Not found: the bank has no such account; the message is on the number and Continue stays here. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAccount(canvas, 'Wema Bank', MOCK_NO_SUCH_ACCOUNT);
    const number = canvas.getByLabelText('Account number');
    await waitFor(() => expectFieldError(number, 'No account with this number was found at Wema Bank. Check the number and the bank.'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(number).toHaveFocus());
  },
};

/** Outage: the enquiry failed; the person types the name, warned, and can go on. */
export const Outage: Story = {
  parameters: { chain: { accountNames: true, faults: { route: 'account_name', status: 503 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeUncheckedName(canvas, 'Wema Bank', '9480948372', 'Tansi Jones');
  },
};

/** Review, checked: the name is the bank's, and the review says so. */
export const ReviewChecked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAccount(canvas, 'Wema Bank', '9480948372');
    await waitFor(() => expect(canvas.getByLabelText('Account name')).toHaveValue('TANSI JONES'));
    await continueTo(canvas, 'Review');
    await expect(canvas.getByText('Checked with the bank')).toBeVisible();
  },
};

/**
 * Review, not checked: the enquiry was down and the person typed the name. The review marks it, repeats
 * the check-digit note (the number fails Access Bank's) and offers to ask the bank again.
 */
export const ReviewUnchecked: Story = {
  parameters: { chain: { accountNames: true, faults: { route: 'account_name', status: 503 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeUncheckedName(canvas, 'Access Bank', '5050114930', 'Ade Bola');
    await expect(canvas.getByText('Not checked with the bank')).toBeVisible();
    await expect(canvas.getByText(/Double-check this number/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ask the bank again' })).toBeVisible();
  },
};

/** Review, asked again and still down: said, and the name stays the typed one, unchecked. */
export const ReviewStillUnchecked: Story = {
  parameters: { chain: { accountNames: true, faults: { route: 'account_name', status: 503 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeUncheckedName(canvas, 'Access Bank', '5050114930', 'Ade Bola');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask the bank again' }));
    await expect(await canvas.findByText(/The bank still cannot be asked/)).toBeVisible();
  },
};

/** A name with a bidi override from the enquiry (U+202E): shown and sent as it reads, "OKNOKWO", set apart from "at Wema Bank". */
export const NameWithOverride: Story = {
  parameters: { chain: { accountNames: true, mock: { accounts: [{ bankName: 'Wema Bank', accountNumber: '9480948372', accountName: 'ADAEZE \u202eOKNOKWO' }] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAccount(canvas, 'Wema Bank', '9480948372');
    await expect(await canvas.findByText('ADAEZE OKNOKWO')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Account name')).toHaveValue('ADAEZE OKNOKWO'));
  },
};

/** Phone-number hint: 11 digits starting with 0 are refused, with the 10 digits OPay and others use. */
export const PhoneNumberHint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAccount(canvas, 'OPay', '08031234567');
    await userEvent.tab();
    await waitFor(() => expectFieldError(canvas.getByLabelText('Account number'), /use it without the leading 0: 8031234567/));
  },
};

/** NUBAN warning: the number fails Access Bank's check digit; a warning, never a refusal (no enquiry here: a holder the bank names settles the number). */
export const NubanWarning: Story = {
  parameters: { chain: { accountNames: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeAccount(canvas, 'Access Bank', '5050114930');
    const number = canvas.getByLabelText('Account number');
    await expect(await canvas.findByText(/Double-check this number/)).toBeVisible();
    await expect(number).toHaveAccessibleDescription(expect.stringContaining('Double-check this number'));
    await expect(number).toHaveAttribute('aria-invalid', 'false');
  },
};
