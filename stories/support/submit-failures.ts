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

/** What the person should see: the words, and whether "Try again" is offered. */
export type FailureView = { text: string | RegExp; retryable: boolean };

/** The words shown when the host, not the person, must fix something (401, 403). */
export const HOST_PROBLEM = /not set up correctly.*the site owner needs to fix its configuration/;
/** The promise added to every retryable failure. */
export const KEPT = 'Your details are kept. Trying again will not create a second transaction.';

/** The submit failures both flows show, each as a fault on the flow's upstream route (or the page's hop). */
export function failureCases(route: SubmitFlow['route']) {
  const upstream = (fault: Omit<MockFault, 'route'>, signer?: ChainSpec['signer']): ChainSpec => ({ faults: { route, ...fault }, signer });
  return {
    badRequest: {
      chain: upstream({ status: 400, body: { status: 'error', message: 'account_number does not match the bank' } }),
      view: { text: 'account_number does not match the bank', retryable: false },
    },
    unauthorized: { chain: upstream({ status: 401 }), view: { text: HOST_PROBLEM, retryable: false } },
    paymentFailed: {
      chain: upstream({ status: 402, body: { status: 'error', message: 'The transaction could not be completed' } }),
      view: { text: 'The transaction could not be completed', retryable: false },
    },
    forbidden: { chain: upstream({ status: 403 }), view: { text: HOST_PROBLEM, retryable: false } },
    // No body at all: the signer's own words for the status.
    conflict: { chain: upstream({ status: 409, body: '' }), view: { text: /conflicts with an earlier one/, retryable: false } },
    serverError: { chain: upstream({ status: 500 }), view: { text: /failed to answer properly/, retryable: true } },
    malformed: { chain: upstream({ malformed: true }), view: { text: /could not read/, retryable: true } },
    // The signer waits 300 ms here (15 s by default), so the story ends quickly.
    timeout: { chain: upstream({ hang: true }, { timeoutMs: 300 }), view: { text: 'The server took too long to answer.', retryable: true } },
    unreachable: { chain: upstream({ reset: true }), view: { text: /could not be reached/, retryable: true } },
    offline: {
      chain: { pageFaults: { route, reset: true } } satisfies ChainSpec,
      view: { text: /could not reach the server. Check your connection/, retryable: true },
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
      if (view.retryable) {
        await expect(alert).toHaveTextContent(KEPT);
        await expect(retry).toBeVisible();
      } else {
        await expect(retry).toBeNull();
      }
    },
  };
}
