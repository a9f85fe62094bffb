import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import type { SignerFetch } from '../../../src/react/config/types';
import { buyToReview, createChain, outcomeUnknown, renderRamp, stepHeading } from '../support';

// While it is not known whether a request arrived, every action keeps its reference and nothing on
// screen invites a second payment: also when a list the review reads is not back after a reload.

const RECEIPT = /Request received|Stablecoin sent|Naira paid out/;
const SLOW = { timeout: 15_000 };
beforeAll(() => buyLaterCode.load(), 60_000);

const postKeys = (chain: ReturnType<typeof createChain>, path: string) => chain.seen.filter((r) => r.method === 'POST' && r.path === path).map((r) => r.idempotencyKey);
const statusLooks = (chain: ReturnType<typeof createChain>) => chain.seen.filter((r) => r.path.startsWith('/transactions/')).length;
const button = (name: string) => screen.getByRole('button', { name });

describe('a buy of unknown outcome, reloaded while the vendor list cannot be loaded', () => {
  it('holds "Send again" on the review, keeps the transfer paid, lets "Check again" ask, and sends under the same reference once the list is back', async () => {
    // The service hangs and creates nothing: the outcome is unknown, and the status route does not know it.
    const chain = createChain({ signer: { timeoutMs: 300, statusStaleMs: 0 }, mock: { faults: { route: 'onramp', hang: true, times: 1 } } });
    const first = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(first.user);
    await first.user.click(button('Confirm and buy'));
    await outcomeUnknown();
    first.unmount();

    // The page reloads while the signer cannot list the vendors.
    let vendorsDown = true;
    const signer: SignerFetch = (input, init) =>
      vendorsDown && String(input) === '/vendors'
        ? Promise.resolve(Response.json({ error: { code: 'upstream', message: 'The ramp service could not be reached.', retryable: true } }, { status: 502 }))
        : chain.signer(input, init);
    const { user } = renderRamp(<BuyRamp signer={signer} />);
    const doubt = await outcomeUnknown();
    await screen.findByText('The list of payment vendors could not be loaded.');
    expect(button('Send again').getAttribute('aria-disabled')).toBe('true');
    await user.click(button('Send again'));
    // Nothing was sent, nothing moved: the review, the panel, the transfer still said paid.
    expect(postKeys(chain, '/onramp')).toHaveLength(1);
    expect((await stepHeading('Review')).textContent).toBe('Review');
    expect(doubt.isConnected).toBe(true);
    expect(screen.getByText(/You have told us you paid/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit (amount|payment vendor)/i })).toBeNull();

    // "Check again" needs no vendor: it asks the status route, by button and by Enter.
    const looks = statusLooks(chain);
    await user.click(button('Check again'));
    await waitFor(() => expect(statusLooks(chain)).toBeGreaterThan(looks), SLOW);
    await outcomeUnknown();
    const again = statusLooks(chain);
    button('Check again').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(statusLooks(chain)).toBeGreaterThan(again), SLOW);
    await outcomeUnknown();

    // The list is back: "Send again" goes under the reference of the first attempt, and one transaction is made.
    vendorsDown = false;
    await user.click(button('Try again'));
    await waitFor(() => expect(button('Send again').getAttribute('aria-disabled')).toBeNull(), SLOW);
    await user.click(button('Send again'));
    await stepHeading(RECEIPT);
    const keys = postKeys(chain, '/onramp');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(chain.mock.transactions).toHaveLength(1);
    expect(chain.mock.transactions[0]?.reference).toBe(keys[0]);
  });
});
