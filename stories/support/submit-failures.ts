import { expect, within } from 'storybook/test';
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
 * reference), `new_request` (it may have gone through: "Start a new request"), or `none`.
 */
export type FailureView = { text: string | RegExp; action: 'retry' | 'new_request' | 'none' };

/** The words shown when the host, not the person, must fix something (401, 403). */
export const HOST_PROBLEM = /not set up correctly.*the site owner needs to fix its configuration/;
/** The promise added to every retryable failure. */
export const KEPT = 'Your details are kept. Trying again will not create a second transaction.';
/** What follows the signer's words when the request may have gone through. */
export const NEW_REQUEST = 'Your details are kept: a new request gets a new reference.';
/** The signer's words for a request the service did not confirm. */
const UNCONFIRMED = 'It did not confirm the request, so it may have gone through. Before you start a new one, ask this site whether it arrived.';

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
    // No body at all: the signer's own words for the status.
    // The reference is spent: the way on is a new one.
    conflict: { chain: upstream({ status: 409, body: '' }), view: { text: /conflicts with an earlier one/, action: 'new_request' } },
    // The service says it did not take the request, so the same one may go again.
    unavailable: { chain: upstream({ status: 503 }), view: { text: /unavailable right now/, action: 'retry' } },
    // Each of these may have created the transaction before failing, as `afterCreating` makes it.
    serverError: {
      chain: upstream({ status: 500, afterCreating: true }),
      view: { text: `The ramp service failed to answer properly. ${UNCONFIRMED} ${NEW_REQUEST}`, action: 'new_request' },
    },
    malformed: { chain: upstream({ malformed: true, afterCreating: true }), view: { text: /could not read.*may have gone through/, action: 'new_request' } },
    // The signer waits 300 ms here (15 s by default), so the story ends quickly.
    timeout: {
      chain: upstream({ hang: true, afterCreating: true }, { timeoutMs: 300 }),
      view: { text: /took too long to answer.*may have gone through/, action: 'new_request' },
    },
    connectionDropped: { chain: upstream({ reset: true, afterCreating: true }), view: { text: /connection dropped.*may have gone through/, action: 'new_request' } },
    offline: {
      chain: { pageFaults: { route, reset: true } } satisfies ChainSpec,
      view: { text: /could not reach the server. Check your connection/, action: 'retry' },
    },
  } satisfies Record<string, { chain: ChainSpec; view: FailureView }>;
}

/** A story: confirm, see the error in plain words on the review step with every detail kept. */
export function submitFailure(flow: SubmitFlow, { chain, view }: { chain: ChainSpec; view: FailureView }) {
  return {
    parameters: { chain },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await flow.confirm(canvas);
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
