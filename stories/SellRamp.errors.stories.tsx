import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SellRamp } from '../src/react/sell/SellRamp';
import { upstreamBodies } from './support/chain';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { renderSell } from './support/render';
import { SEND_AT_ONCE } from './support/receipt-stories';
import type { SellStoryArgs } from './support/render';
import { findSubmitError, PREFILLED_SELL, sellPrefilledAndConfirm, focusedHeading } from './support/steps';
import { chainLoader, loadedChain } from './support/story-chain';
import { failureCases, findOutcomeUnknown, submitFailure } from './support/submit-failures';
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
/** 409 with no body: looked for under its reference; not found, not known yet, and no new reference. */
export const Conflict409: Story = submitFailure(sell, cases.conflict);
/** 503: the service did not take the request; "Try again" offered. */
export const Unavailable503: Story = submitFailure(sell, cases.unavailable);
/** 500 after the service created the sell, answered 502 by the signer: not known whether it arrived; Check again and Send again, never a new reference. */
export const ServerError5xx: Story = submitFailure(sell, cases.serverError);
/** 200 with a body that is not JSON (a proxy's HTML page) after the service created the sell: not known whether it arrived. */
export const MalformedAnswer: Story = submitFailure(sell, cases.malformed);
/** The service drops the connection after reading the request: not known whether it arrived. */
export const ConnectionDropped: Story = submitFailure(sell, cases.connectionDropped);
/** The service never answers; the signer times out (504): not known whether it arrived. */
export const Timeout: Story = submitFailure(sell, cases.timeout);
/** The device is offline: the page's call fails, so whether it reached the signer is not known either. */
export const Offline: Story = submitFailure(sell, cases.offline);

/** The service is unavailable once (503: it did not take the request), then "Try again" succeeds: one transaction. */
export const RetryAfterFailure: Story = {
  parameters: { chain: { faults: { route: 'offramp', status: 503, times: 1 } } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { mock } = loadedChain(loaded);
    await sellPrefilledAndConfirm(canvas);
    const alert = await findSubmitError(canvas);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await focusedHeading(canvas, 'Request received');
    await expect(upstreamBodies(mock, 'offramp')).toHaveLength(2);
    await expect(mock.transactions).toHaveLength(1);
  },
};

/**
 * The connection drops after the service created the sell: not known whether it arrived, and no coins are
 * asked for yet; "Send again" goes under the same key (the service cannot be asked about a sell, and no
 * coins have moved) and shows where to send them.
 */
export const SendAgainAfterUncertainFailure: Story = {
  parameters: { chain: { signer: SEND_AT_ONCE, faults: { route: 'offramp', reset: true, afterCreating: true, times: 1 }, lookupSeenWorking: true } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { pageRequests } = loadedChain(loaded);
    await sellPrefilledAndConfirm(canvas);
    const panel = await findOutcomeUnknown(canvas);
    await expect(panel).toHaveTextContent(/Do not send any coins yet/);
    await expect(canvas.queryByRole('group', { name: 'Now send the coins' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await focusedHeading(canvas, 'Request received');
    await expect(pageRequests.filter((request) => request === 'POST /offramp')).toHaveLength(2);
  },
};
