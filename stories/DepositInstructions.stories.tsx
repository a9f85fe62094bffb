import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NETWORK_LABELS } from '../src/core';
import type { Network } from '../src/core';
import { MOCK_DEPOSIT_ADDRESSES, createMockQuote } from '../src/mock';
import { SellRamp } from '../src/react/sell/SellRamp';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { darkPage, phoneWidth, renderSell } from './support/render';
import type { SellStoryArgs } from './support/render';
import { PREFILLED_SELL, WALLETS, focusedHeading, sellPrefilledAndConfirm } from './support/steps';
import { chainLoader } from './support/story-chain';

/** The sell receipt's deposit step: where to send the coins, reached through the real signer with the demo's addresses. */
const meta = {
  title: 'Widgets/SellRamp/Deposit',
  component: SellRamp,
  loaders: [chainLoader],
  render: renderSell,
  argTypes: widgetArgTypes,
  args: { appearance: 'light', ...callbackArgs() },
} satisfies Meta<SellStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

// Per story, not on the meta: Storybook merges parameters deeply, so a story could not take them away again.
const DEMO_SIGNER = { chain: { signer: { depositAddresses: MOCK_DEPOSIT_ADDRESSES, quote: createMockQuote() } } };

const addressOf = (network: Network) => {
  const entry = MOCK_DEPOSIT_ADDRESSES[network];
  return typeof entry === 'string' ? entry : entry.address;
};

/** Sells 120.5 USDC on `network` and checks the instructions: amount and asset, network warning, address as text and as a QR image. */
function depositOn(network: Network): Story {
  return {
    parameters: DEMO_SIGNER,
    args: { defaultValues: { ...PREFILLED_SELL, asset: 'USDC', amount: '120.5', network, walletAddress: WALLETS[network] } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await sellPrefilledAndConfirm(canvas);
      await focusedHeading(canvas, 'Request received');
      const label = NETWORK_LABELS[network];
      // The instructions come with the status page, which loads once the request is sent.
      await expect(await canvas.findByText('Send exactly 120.50 USDC', {})).toBeVisible();
      await expect(canvas.getByText(`Send only USDC, only on ${label}.`, { exact: false })).toBeVisible();
      await expect(canvas.getByText(addressOf(network))).toBeVisible();
      await expect(canvas.getByRole('button', { name: `Copy ${label.toLowerCase()} deposit address` })).toBeVisible();
      await expect(await canvas.findByRole('img', { name: `QR code of the ${label} deposit address ${addressOf(network)}` })).toBeVisible();
      // What the person receives: the payout the service recorded (120.50 × ₦1,500), not the review's estimate beside it.
      await expect(canvas.getByText(/^₦180,750\.00 into /)).toBeVisible();
      await expect(canvas.queryByText('₦180,250.00')).toBeNull();
    },
  };
}

/** Polygon: a 0x address. */
export const Polygon: Story = depositOn('polygon');

/** Solana: a base58 address. */
export const Solana: Story = depositOn('solana');

/** Avalanche C-Chain: a 0x address, named so that it is not mistaken for Polygon. */
export const Avalanche: Story = depositOn('avalanche');

/** Stellar: the address and the memo the deposit must carry, with its warning. */
export const Stellar: Story = {
  ...depositOn('stellar'),
  play: async (context) => {
    await depositOn('stellar').play!(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(MOCK_DEPOSIT_ADDRESSES.stellar.memo)).toBeVisible();
    await expect(canvas.getByText(/Add this memo to the transfer/)).toBeVisible();
  },
};

/** The mock ramp service, its sell answers carrying a deadline for the coins `fromNow` ms away (one hour by default). */
const withDeadline =
  (fromNow = 3_600_000) =>
  (fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>) =>
  async (input: string | URL | Request, init?: RequestInit) => {
    const answer = await fetch(input, init);
    if (!String(input).endsWith('/offramp') || !answer.ok) return answer;
    const json = (await answer.json()) as { transaction: Record<string, unknown> };
    return Response.json({ ...json, transaction: { ...json.transaction, expires_at: new Date(Date.now() + fromNow).toISOString() } });
  };

/** Until when: the service's deadline for the coins, and until when the review's estimate holds (its quote's expiry). */
export const Deadline: Story = {
  parameters: { chain: { ...DEMO_SIGNER.chain, upstream: withDeadline() } },
  args: { defaultValues: PREFILLED_SELL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sellPrefilledAndConfirm(canvas);
    await focusedHeading(canvas, 'Request received');
    await expect(await canvas.findByText(/^Send them by /)).toBeVisible();
    await expect(canvas.getByText(/^The estimate holds until /)).toBeVisible();
  },
};

/** The service's deadline for the coins has passed (here, as the receipt opens): the line says so, as a warning, and to ask first. */
export const DeadlinePassed: Story = {
  parameters: { chain: { ...DEMO_SIGNER.chain, upstream: withDeadline(-60_000) } },
  args: { defaultValues: PREFILLED_SELL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sellPrefilledAndConfirm(canvas);
    await focusedHeading(canvas, 'Request received');
    await expect(await canvas.findByText(/^The time to send them ended at .+ Ask the business before you send anything\.$/)).toBeVisible();
    await expect(canvas.queryByText(/^Send them by /)).toBeNull();
  },
};

/** A signer with no deposit address (and a service that gave none): the person is told not to send anything yet. */
export const NoAddress: Story = {
  args: { defaultValues: PREFILLED_SELL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sellPrefilledAndConfirm(canvas);
    await focusedHeading(canvas, 'Request received');
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Do not send any coins/);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** At 375 px in dark appearance: the address wraps and the QR code keeps its white ground. */
export const PolygonDarkPhone: Story = {
  ...depositOn('polygon'),
  args: { ...depositOn('polygon').args, appearance: 'dark' },
  decorators: [phoneWidth(375), darkPage],
  parameters: { ...DEMO_SIGNER, layout: 'fullscreen', backgrounds: { disable: true } },
  globals: { viewport: { value: 'phone375', isRotated: false } },
};
