import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SellRamp } from '../src/react/SellRamp';
import { upstreamBodies } from './support/chain';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { renderSell } from './support/render';
import type { SellStoryArgs } from './support/render';
import { findSubmitError, PREFILLED_SELL, sellPrefilledAndConfirm, stepHeading } from './support/steps';
import { chainLoader, loadedChain } from './support/story-chain';
import { failureCases, submitFailure } from './support/submit-failures';
import type { SubmitFlow } from './support/submit-failures';

/** Every failure a sell can meet at submit, injected by the mock (or on the page's hop) and mapped by the real signer. */
const meta = {
  title: 'Widgets/SellRamp/Errors',
  component: SellRamp,
  loaders: [chainLoader],
  render: renderSell,
  argTypes: widgetArgTypes,
  args: { appearance: 'light', defaultValues: PREFILLED_SELL, ...callbackArgs() },
} satisfies Meta<SellStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const sell: SubmitFlow = { route: 'offramp', confirm: sellPrefilledAndConfirm, keptValue: PREFILLED_SELL.accountNumber };
const cases = failureCases('offramp');

/** 400: the service says a detail is wrong; its plain message is shown. */
export const BadRequest400: Story = submitFailure(sell, cases.badRequest);
/** 401: the signer's key was refused: the site's configuration, not the person. */
export const Unauthorized401: Story = submitFailure(sell, cases.unauthorized);
/** 402: valid parameters, but the service could not complete the request. */
export const PaymentFailed402: Story = submitFailure(sell, cases.paymentFailed);
/** 403: inactive business or a key without permission. */
export const Forbidden403: Story = submitFailure(sell, cases.forbidden);
/** 409 with no body: the signer's own words. */
export const Conflict409: Story = submitFailure(sell, cases.conflict);
/** 500 from the service, answered 502 by the signer: retryable. */
export const ServerError5xx: Story = submitFailure(sell, cases.serverError);
/** The service never answers; the signer times out (504). */
export const Timeout: Story = submitFailure(sell, cases.timeout);
/** The device is offline: the request to the signer itself fails. */
export const Offline: Story = submitFailure(sell, cases.offline);

/** Fails once (connection reset), then "Try again" succeeds with the same idempotency key upstream. */
export const RetryAfterFailure: Story = {
  parameters: { chain: { faults: { route: 'offramp', reset: true, times: 1 } } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await sellPrefilledAndConfirm(canvas);
    const alert = await findSubmitError(canvas);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await stepHeading(canvas, 'Request received')).toHaveFocus();
    await expect(upstreamBodies(loadedChain(loaded).mock, 'offramp')).toHaveLength(2);
  },
};
