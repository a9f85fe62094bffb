import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BuyRamp } from '../src/react/buy/BuyRamp';
import { upstreamBodies } from './support/chain';
import { callbackArgs, widgetArgTypes } from './support/meta';
import { renderBuy } from './support/render';
import type { BuyStoryArgs } from './support/render';
import { buyPrefilledAndConfirm, findSubmitError, PREFILLED_BUY, stepHeading, focusedHeading } from './support/steps';
import { chainLoader, loadedChain } from './support/story-chain';
import { failureCases, submitFailure, submitFound } from './support/submit-failures';
import type { SubmitFlow } from './support/submit-failures';

/**
 * Every failure a buy can meet at submit, each injected by the mock ramp service (or, for "offline",
 * on the hop between the page and the signer) and mapped by the real signer.
 */
const meta = {
  title: 'Widgets/BuyRamp/Errors',
  component: BuyRamp,
  loaders: [chainLoader],
  render: renderBuy,
  argTypes: widgetArgTypes,
  args: { appearance: 'light', defaultValues: PREFILLED_BUY, ...callbackArgs() },
} satisfies Meta<BuyStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const buy: SubmitFlow = { route: 'onramp', confirm: buyPrefilledAndConfirm, keptValue: PREFILLED_BUY.walletAddress };
const cases = failureCases('onramp');

/** 400: the service says a detail is wrong; its plain message is shown, with no "Try again". */
export const BadRequest400: Story = submitFailure(buy, cases.badRequest);
/** 401: the signer's key was refused; the person is told it is the site's configuration, not them. */
export const Unauthorized401: Story = submitFailure(buy, cases.unauthorized);
/** 402: the parameters were valid but the service could not complete the request. */
export const PaymentFailed402: Story = submitFailure(buy, cases.paymentFailed);
/** 403: the business is inactive or the key lacks permission; again the site's problem. */
export const Forbidden403: Story = submitFailure(buy, cases.forbidden);
/** 409 with no body at all: a request may exist under the narration, so it is looked for there; not found, the review says it is not known, and the narration is never swapped for a new one. */
export const Conflict409: Story = submitFailure(buy, cases.conflict);
/** 503: the service did not take the request; details kept, "Try again" offered. */
export const Unavailable503: Story = submitFailure(buy, cases.unavailable);
/** 500 after the service created the transaction: the signer finds it through the service's lookup, so its receipt shows; nothing is offered to send again. */
export const ServerError5xx: Story = submitFound(buy, cases.serverError);
/** 200 with a body that is not JSON (a proxy's HTML page) after the service created it: found through the lookup, its receipt shows. */
export const MalformedAnswer: Story = submitFound(buy, cases.malformed);
/** The service never answers after creating it; the signer gives up after its timeout, then finds it through the lookup. */
export const Timeout: Story = submitFound(buy, cases.timeout);
/** The service drops the connection after creating it: found through the lookup, its receipt shows. */
export const ConnectionDropped: Story = submitFound(buy, cases.connectionDropped);
/** The device is offline: the page's request to the signer itself fails, so whether it arrived is not known: do not pay again. */
export const Offline: Story = submitFailure(buy, cases.offline);

/** The service fails once (503), "Try again" succeeds, and both attempts carried the same reference. */
export const RetryAfterFailure: Story = {
  parameters: { chain: { faults: { route: 'onramp', status: 503, times: 1 } } },
  play: async ({ canvasElement, loaded, args }) => {
    const canvas = within(canvasElement);
    await buyPrefilledAndConfirm(canvas);
    const alert = await findSubmitError(canvas);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await focusedHeading(canvas, 'Request received');
    const bodies = upstreamBodies(loadedChain(loaded).mock, 'onramp');
    await expect(bodies).toHaveLength(2);
    await expect(bodies[1]?.reference).toBe(bodies[0]?.reference);
    await expect(await canvas.findByText(String(bodies[0]?.reference), {})).toBeVisible();
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
  },
};


/** The host's signer holds buys to ₦30,000 while the widget allows ₦25,000: the 422 lands on the amount field. */
export const SignerRefusesAmount: Story = {
  parameters: { chain: { signer: { limits: { buy: { min: 30_000 } } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await buyPrefilledAndConfirm(canvas);
    await stepHeading(canvas, 'Amount');
    const amount = canvas.getByLabelText('Amount in naira');
    // Focus moves in an effect after the step renders: wait for it rather than race it.
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(amount).toHaveAccessibleDescription(expect.stringContaining('Amount must be at least ₦30,000.00'));
    await expect(amount).toHaveValue('25,000');
  },
};
