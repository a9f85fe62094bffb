import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { sellLaterCode } from '../../../src/react/sell/laterCode';
import { createChain, region, renderRamp, stepHeading } from '../support';
import { gate } from '../../support/gate';

// The later steps' code is fetched (and, here, transformed) the first time a flow needs it: once, before the tests.
beforeAll(() => sellLaterCode.load(), 60_000);

/** How many times the widget has asked its signer for `path`. */
const askedFor = (chain: ReturnType<typeof createChain>, path: string) => chain.seen.filter((request) => request.path === path).length;

/**
 * Presses "Try again" by keyboard; the list's request is held at the service until it has been asked
 * for, then fails again. Resolves once nothing is fetching any more.
 */
async function pressTryAgainToFailAgain({ chain, user, queryClient }: { chain: ReturnType<typeof createChain> } & Pick<ReturnType<typeof renderRamp>, 'user' | 'queryClient'>, route: 'vendors' | 'banks', tryAgain: HTMLElement) {
  const held = gate();
  chain.mock.setFaults({ route, status: 500, until: held.promise });
  const asked = askedFor(chain, `/${route}`);
  tryAgain.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(askedFor(chain, `/${route}`)).toBeGreaterThan(asked));
  held.open();
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

/**
 * A keyboard user presses "Try again" on a list that could not be loaded, and the list fails again.
 * While it is asked for, the button makes way for "Loading…"; when the failure comes back, so does the
 * button. Focus must come back to the widget (the new "Try again", or the failure), not stay on the
 * page's <body>, where the next Tab starts again from the top of the host page.
 */
describe('"Try again" on a list that fails again', () => {
  it('the vendor list: focus is not lost to <body>', async () => {
    const chain = createChain();
    chain.mock.setFaults({ route: 'vendors', status: 500 });
    const { user, queryClient } = renderRamp(<BuyRamp signer={chain.signer} />);
    await pressTryAgainToFailAgain({ chain, user, queryClient }, 'vendors', await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Try again' });
    await screen.findByText('The list of payment vendors could not be loaded.');
    expect(document.activeElement).not.toBe(document.body);
    expect(region('Buy NGN stablecoin').getByRole('button', { name: 'Try again' })).toBe(document.activeElement);
  });

  it('the bank list on the sell bank step: focus is not lost to <body>', async () => {
    const chain = createChain();
    // Every bank list request fails (the list may be asked for more than once on the way).
    chain.mock.setFaults({ route: 'banks', status: 500 });
    const { user, queryClient } = renderRamp(<SellRamp signer={chain.signer} />);
    await user.type(screen.getByLabelText('Amount to sell'), '50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Network and wallet');
    await user.type(screen.getByLabelText('Wallet address you will send from'), 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = await stepHeading('Bank account to receive naira');
    const step = within(heading.closest('form') ?? document.body);
    await pressTryAgainToFailAgain({ chain, user, queryClient }, 'banks', await step.findByRole('button', { name: 'Try again' }));
    await step.findByRole('button', { name: 'Try again' });
    expect(document.activeElement).not.toBe(document.body);
  });
});
