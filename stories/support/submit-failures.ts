import { expect, waitFor, within } from 'storybook/test';
import type { MockFault } from '../../src/mock';
import type { ChainSpec } from './chain';
import { findSubmitError } from './steps';
import type { Canvas } from './steps';

/** How a flow reaches its confirm button, and a value that must still be on screen after a failure. */
export type SubmitFlow = {
  route: 'onramp' | 'offramp';
  confirm: (canvas: Canvas) => Promise<void>;
  keptValue: string;
};

/**
 * What the person should see: the words, and the way on: `retry` ("Try again", the same
 * reference), `new_request` (the reference cannot be used again: "Start a new request"), `unknown`
 * (it may have gone through: "Check again" and "Send again", the same reference), or `none`.
 */
export type FailureView = { text: string | RegExp; action: 'retry' | 'new_request' | 'unknown' | 'none' };

/** The title of the review's panel while it is not known whether the request arrived. */
export const UNKNOWN_TITLE = 'We do not know yet whether your request arrived';

/** The words shown when the host, not the person, must fix something (401, 403). */
export const HOST_PROBLEM = /not set up correctly.*the site owner needs to fix its configuration/;
/** The promise added to every retryable failure. */
export const KEPT = 'Your details are kept. Trying again will not create a second transaction.';
/** What follows the signer's words when the reference cannot be used again (a sell: a new request gets a new one). */
export const NEW_REQUEST = 'Your details are kept: a new request gets a new reference.';

/** The submit failures both flows show, each as a fault on the flow's upstream route (or the page's hop). */
export function failureCases(route: SubmitFlow['route']) {
  const upstream = (fault: Omit<MockFault, 'route'>, signer?: ChainSpec['signer']): ChainSpec => ({ faults: { route, ...fault }, signer });
  return {
    badRequest: {
      chain: upstream({ status: 400, body: { status: 'error', message: 'account_number does not match the bank' } }),
      view: { text: 'account_number does not match the bank', action: 'none' },
    },
    unauthorized: { chain: upstream({ status: 401 }), view: { text: HOST_PROBLEM, action: 'none' } },
    paymentFailed: {
      chain: upstream({ status: 402, body: { status: 'error', message: 'The transaction could not be completed' } }),
      view: { text: 'The transaction could not be completed', action: 'none' },
    },
    forbidden: { chain: upstream({ status: 403 }), view: { text: HOST_PROBLEM, action: 'none' } },
    // No body at all. The service says the request conflicts with an earlier one: one may exist under
    // the reference, so it is looked for there, and not found, it is not known; never a new reference.
    conflict: {
      chain: upstream({ status: 409, body: '' }),
      view: { text: route === 'offramp' ? /Do not send any coins yet/ : /Do not pay again/, action: 'unknown' },
    },
    // The service says it did not take the request, so the same one may go again.
    unavailable: { chain: upstream({ status: 503 }), view: { text: /unavailable right now/, action: 'retry' } },
    // Each of these may have created the transaction before failing, as `afterCreating` makes it: the
    // signer cannot tell, and (a sell carrying no reference the service can look up) neither can the lookup.
    serverError: { chain: upstream({ status: 500, afterCreating: true }), view: { text: /Do not send any coins yet/, action: 'unknown' } },
    malformed: { chain: upstream({ malformed: true, afterCreating: true }), view: { text: /Do not send any coins yet/, action: 'unknown' } },
    // The signer waits 300 ms here (15 s by default), so the story ends quickly.
    timeout: { chain: upstream({ hang: true, afterCreating: true }, { timeoutMs: 300 }), view: { text: /Do not send any coins yet/, action: 'unknown' } },
    connectionDropped: { chain: upstream({ reset: true, afterCreating: true }), view: { text: /Do not send any coins yet/, action: 'unknown' } },
    // The page's own call fails: whether it reached the signer is not known either.
    offline: {
      chain: { pageFaults: { route, reset: true } } satisfies ChainSpec,
      view: { text: route === 'offramp' ? /Do not send any coins yet/ : /Do not pay again/, action: 'unknown' },
    },
  } satisfies Record<string, { chain: ChainSpec; view: FailureView }>;
}

/** Waits for the review's panel that says it is not known whether the request arrived, once it has looked for it. */
export async function findOutcomeUnknown(canvas: Canvas): Promise<HTMLElement> {
  const panel = await canvas.findByRole('group', { name: UNKNOWN_TITLE });
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Check again' })).not.toHaveAttribute('aria-disabled'));
  return panel;
}

/**
 * A story: confirm, see what happened on the review step with every detail kept: an error in plain
 * words with its one way on, or, when it may have gone through, that it is not known yet, with Check
 * again and Send again and never a new reference.
 */
export function submitFailure(flow: SubmitFlow, { chain, view }: { chain: ChainSpec; view: FailureView }) {
  return {
    parameters: { chain },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await flow.confirm(canvas);
      if (view.action === 'unknown') {
        const panel = await findOutcomeUnknown(canvas);
        await expect(panel).toHaveTextContent(view.text);
        await expect(canvas.getByRole('button', { name: 'Send again' })).toBeVisible();
        await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
        await expect(canvas.queryByRole('button', { name: 'Start a new request' })).toBeNull();
        await expect(canvas.getByText(flow.keptValue)).toBeVisible();
        return;
      }
      const alert = await findSubmitError(canvas);
      await expect(alert).toHaveTextContent(view.text);
      await expect(canvas.getByRole('heading', { level: 3, name: 'Review' })).toBeVisible();
      await expect(canvas.getByText(flow.keptValue)).toBeVisible();
      const retry = within(alert).queryByRole('button', { name: 'Try again' });
      const startNew = within(alert).queryByRole('button', { name: 'Start a new request' });
      if (view.action === 'retry') {
        await expect(alert).toHaveTextContent(KEPT);
        await expect(retry).toBeVisible();
      } else {
        // Never the promise that trying again is safe when it may not be.
        await expect(alert).not.toHaveTextContent(KEPT);
        await expect(retry).toBeNull();
      }
      if (view.action === 'new_request') {
        await expect(alert).toHaveTextContent(NEW_REQUEST);
        await expect(startNew).toBeVisible();
      } else {
        await expect(startNew).toBeNull();
      }
    },
  };
}

/**
 * A story: confirm; the service created the transaction and then failed to answer, and the signer found
 * it through the service's own lookup (a buy carries its reference), so the person sees its receipt,
 * not an offer to send it again.
 */
export function submitFound(flow: SubmitFlow, { chain }: { chain: ChainSpec }) {
  return {
    parameters: { chain },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await flow.confirm(canvas);
      await expect(await canvas.findByRole('heading', { level: 3, name: /Request received|Stablecoin sent/ })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Start a new request' })).toBeNull();
      await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    },
  };
}
