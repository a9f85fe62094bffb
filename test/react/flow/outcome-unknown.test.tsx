import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import type { SignerFetch } from '../../../src/react/config/types';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { sellLaterCode } from '../../../src/react/sell/laterCode';
import { buyToReview, createChain, outcomeUnknown, reloadMidRequest, renderRamp, SEND_AT_ONCE, sellToReview, SENT_BEFORE_RELOAD, stepHeading } from '../support';

// One bank transfer is one reference and one transaction: while it is not known whether a request
// arrived, the review says not to pay again, shows the reference, and every action reuses it.

const SLOW = { timeout: 15_000 };
// The mock settles at once (the service's test mode): the receipt's heading says what happened.
const RECEIPT = /Request received|Stablecoin sent|Naira paid out/;
beforeAll(() => Promise.all([buyLaterCode.load(), sellLaterCode.load()]), 60_000);

const panel = outcomeUnknown;
const sentBodies = (chain: ReturnType<typeof createChain>, route: 'onramp' | 'offramp') => chain.posts(`/transactions/v1/${route}`).map((post) => post.body as Record<string, unknown>);
const keys = (chain: ReturnType<typeof createChain>, path: string) => chain.seen.filter((request) => request.path === path).map((request) => request.idempotencyKey);

// `statusStaleMs: 0`: the status route asks the service at every look, so "Check again" reaches it.
describe('a buy whose answer was lost', () => {
  it('while the status lookup is down: says not to pay again, shows the reference, and never makes a second transaction', async () => {
    const chain = createChain({
      signer: { statusStaleMs: 0 },
      mock: { faults: [{ route: 'onramp', status: 500, afterCreating: true, times: 1 }, { route: 'status', status: 500 }] },
    });
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    const doubt = await panel();
    expect(document.activeElement).toBe(within(doubt).getByText('We do not know yet whether your request arrived'));
    expect(doubt.textContent).toMatch(/Do not pay again/);
    const [first] = sentBodies(chain, 'onramp');
    expect(within(doubt).getByText(String(first?.reference))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start a new request' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm and buy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    // Sent again while the service cannot say: not forwarded, still unknown.
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(keys(chain, '/onramp')).toHaveLength(2), SLOW);
    // Answered and looked for again: unknown once more, "Check again" there to press.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check again' }).getAttribute('aria-disabled')).toBeNull(), SLOW);
    await panel();
    expect(chain.mock.transactions).toHaveLength(1);

    // The lookup is back: "Check again" finds the one transaction, under the reference on screen.
    chain.mock.setFaults();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await stepHeading(RECEIPT);
    expect(await screen.findByText(String(first?.reference))).toBeTruthy();
    expect(new Set(keys(chain, '/onramp'))).toEqual(new Set([String(first?.reference)]));
    expect(chain.mock.transactions).toHaveLength(1);
    expect(chain.mock.transactions[0]?.reference).toBe(first?.reference);
  });

  it('after a hang in which nothing was created, "Send again" goes under the same reference and reaches a receipt', async () => {
    const chain = createChain({ signer: { timeoutMs: 300, statusStaleMs: 0, idempotency: SEND_AT_ONCE }, mock: { faults: { route: 'onramp', hang: true, times: 1 } }, lookupSeenWorking: true });
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await panel();
    expect(chain.mock.transactions).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await stepHeading(RECEIPT);
    const [first, again] = sentBodies(chain, 'onramp');
    expect(again?.reference).toBe(first?.reference);
    expect(new Set(keys(chain, '/onramp'))).toEqual(new Set([String(first?.reference)]));
    expect(chain.mock.transactions).toHaveLength(1);
    expect(await screen.findByText(String(first?.reference))).toBeTruthy();
  });

  it('a reload during "Submitting…" comes back as not known, not as an active Confirm, and "Check again" finds it', async () => {
    const chain = createChain({ signer: { statusStaleMs: 0 } });
    // The page's call is held (as a slow network would) until the test has reloaded; its answer then
    // never reaches the page, as none reaches a page that reloaded (a widget merely taken out still hears it).
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const signer: SignerFetch = async (input, init) => {
      if (init?.method !== 'POST') return chain.signer(input, init);
      await held;
      await chain.signer(input, init);
      return new Promise<never>(() => {});
    };
    const first = renderRamp(<BuyRamp signer={signer} persistKey={SENT_BEFORE_RELOAD} />);
    await buyToReview(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await waitFor(() => expect(sessionStorage.getItem(`${SENT_BEFORE_RELOAD}:buy`)).toContain('"status":"submitting"'), SLOW);
    reloadMidRequest(first);
    // The request reaches the service after all while the page reloads.
    answer();
    await waitFor(() => expect(chain.mock.transactions).toHaveLength(1), SLOW);

    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await panel();
    expect(screen.queryByRole('button', { name: 'Confirm and buy' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await stepHeading(RECEIPT);
    expect(await screen.findByText(String(chain.mock.transactions[0]?.reference))).toBeTruthy();
    expect(chain.mock.transactions).toHaveLength(1);
  });
});

describe('a sell whose answer was lost', () => {
  it('says so in the same words, sends again under the same key, and reaches a receipt with one sell', async () => {
    const chain = createChain({ signer: { statusStaleMs: 0, idempotency: SEND_AT_ONCE }, mock: { faults: { route: 'offramp', status: 500, times: 1 } }, lookupSeenWorking: true });
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    const doubt = await panel();
    expect(doubt.textContent).toMatch(/Do not send any coins yet/);
    expect(screen.queryByRole('button', { name: 'Start a new request' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await stepHeading(RECEIPT);
    const sent = keys(chain, '/offramp');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    expect(chain.mock.transactions).toHaveLength(1);
  });
});
