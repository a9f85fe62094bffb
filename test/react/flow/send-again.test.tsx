import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import type { SignerFetch } from '../../../src/react/config/types';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { sellLaterCode } from '../../../src/react/sell/laterCode';
import { createMemoryIdempotencyStore } from '../../../src/server/idempotency/memory-store';
import type { IdempotencyStore } from '../../../src/server/idempotency/types';
import { buyToReview, createChain, outcomeUnknown, renderRamp, SEND_AT_ONCE, sellToBankStep, sellToReview, stepHeading, WALLETS } from '../support';

// While it is not known whether a request arrived, every action keeps its reference and nothing on
// screen invites a second payment: also when "Send again" itself is not taken, or a list the review
// reads is not back after a reload (what was sent is kept, and sent again as it was).

const RECEIPT = /Request received|Stablecoin sent|Naira paid out/;
const SLOW = { timeout: 15_000 };
beforeAll(() => Promise.all([buyLaterCode.load(), sellLaterCode.load()]), 60_000);

const postKeys = (chain: ReturnType<typeof createChain>, path: string) => chain.seen.filter((r) => r.method === 'POST' && r.path === path).map((r) => r.idempotencyKey);
const statusLooks = (chain: ReturnType<typeof createChain>) => chain.seen.filter((r) => r.path.startsWith('/transactions/')).length;
const button = (name: string) => screen.getByRole('button', { name });

describe('a buy of unknown outcome, reloaded while the vendor list cannot be loaded', () => {
  it('keeps the transfer paid, lets "Check again" ask, and "Send again" sends the first body under the same reference, list or no list', async () => {
    // The service hangs and creates nothing: the outcome is unknown, and the status route does not know it.
    const chain = createChain({ signer: { timeoutMs: 300, statusStaleMs: 0, idempotency: SEND_AT_ONCE }, mock: { faults: { route: 'onramp', hang: true, times: 1 } }, lookupSeenWorking: true });
    const first = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(first.user);
    await first.user.click(button('Confirm and buy'));
    await outcomeUnknown();
    first.unmount();

    // The page reloads while the signer cannot list the vendors.
    const signer: SignerFetch = (input, init) =>
      String(input) === '/vendors'
        ? Promise.resolve(Response.json({ error: { code: 'upstream', message: 'The ramp service could not be reached.', retryable: true } }, { status: 502 }))
        : chain.signer(input, init);
    const { user } = renderRamp(<BuyRamp signer={signer} />);
    await outcomeUnknown();
    await screen.findByText('The list of payment vendors could not be loaded.');
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

    // Nor does "Send again": the request leaves as it left the first time, vendor and all, while the list is still down.
    expect(button('Send again').getAttribute('aria-disabled')).toBeNull();
    await user.click(button('Send again'));
    await stepHeading(RECEIPT);
    const keys = postKeys(chain, '/onramp');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const bodies = chain.posts('/transactions/v1/onramp').map((r) => r.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(chain.mock.transactions).toHaveLength(1);
    expect(chain.mock.transactions[0]?.reference).toBe(keys[0]);
  });
});

describe('a sell of unknown outcome whose "Send again" the signer did not take', () => {
  it('still says it is not known, offers no Back, Edit or Confirm, and the next "Send again" keeps the key', async () => {
    // The signer's idempotency store goes down after the first attempt: "Send again" gets 503, nothing sent upstream.
    const memory = createMemoryIdempotencyStore();
    let storeDown = false;
    const down = () => Promise.reject(new Error('store down'));
    const store: IdempotencyStore = {
      reserve: (key, record) => (storeDown ? down() : memory.reserve(key, record)),
      complete: (key, record) => (storeDown ? down() : memory.complete(key, record)),
      get: (key) => (storeDown ? down() : memory.get(key)),
      release: (key, owner) => (storeDown ? down() : memory.release(key, owner)),
    };
    const chain = createChain({
      signer: { timeoutMs: 300, statusStaleMs: 0, idempotency: { ...SEND_AT_ONCE, store } },
      mock: { faults: { route: 'offramp', hang: true, times: 1 } },
      lookupSeenWorking: true,
    });
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToReview(user);
    await user.click(button('Confirm and sell'));
    await outcomeUnknown();

    storeDown = true;
    await user.click(button('Send again'));
    const doubt = await outcomeUnknown();
    expect(postKeys(chain, '/offramp')).toHaveLength(2);
    expect(within(doubt).getByRole('status').textContent).toBe('The check could not be made just now. Try again in a moment.');
    expect(doubt.textContent).toMatch(/Do not send any coins yet/);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm and sell' })).toBeNull();
    for (const edit of screen.getAllByRole('button', { name: /^Edit / })) expect(edit.getAttribute('aria-disabled')).toBe('true');

    storeDown = false;
    await user.click(button('Send again'));
    await stepHeading(RECEIPT);
    const keys = postKeys(chain, '/offramp');
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(chain.mock.transactions).toHaveLength(1);
  });
});

describe('a sell of unknown outcome, reloaded once its bank has left the list', () => {
  it('"Send again" sends what was sent, under the same key, and the signer takes it up', async () => {
    const chain = createChain({ signer: { timeoutMs: 300, statusStaleMs: 0, idempotency: SEND_AT_ONCE }, mock: { faults: { route: 'offramp', hang: true, times: 1 } }, lookupSeenWorking: true });
    const first = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToReview(first.user);
    await first.user.click(button('Confirm and sell'));
    await outcomeUnknown();
    first.unmount();

    // The list the page loads after the reload no longer has the bank the sale names.
    const signer: SignerFetch = async (input, init) => {
      const answer = await chain.signer(input, init);
      if (String(input) !== '/banks') return answer;
      const { banks } = (await answer.json()) as { banks: { name: string }[] };
      return Response.json({ banks: banks.filter((bank) => bank.name !== 'Wema Bank') });
    };
    const { user, queryClient } = renderRamp(<SellRamp signer={signer} />);
    await outcomeUnknown();
    const banksHere = () => queryClient.getQueryCache().findAll().some((query) => query.queryKey.at(-1) === 'banks' && query.state.status === 'success');
    await waitFor(() => expect(banksHere()).toBe(true));
    await user.click(button('Send again'));
    await stepHeading(RECEIPT);
    const keys = postKeys(chain, '/offramp');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(chain.posts('/transactions/v1/offramp').at(-1)?.body).toMatchObject({ bank_name: 'Wema Bank', account_number: '9480948372' });
  });
});

/**
 * The page's hop to the signer, where the test can hold the bank list back, take it or the status route
 * down, lose a POST's answer after the signer has it, and read the bodies the widget posted.
 */
function hop(chain: ReturnType<typeof createChain>) {
  const down = (message: string) => Promise.resolve(Response.json({ error: { code: 'upstream', message, retryable: true } }, { status: 502 }));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const state = { holdBanks: true, loseAnswer: false, statusDown: false, banksDown: false, bodies: [] as string[], replayed: [] as (string | null)[] };
  const signer: SignerFetch = async (input, init) => {
    const path = String(input);
    if (path === '/banks' && state.holdBanks) await held;
    if (state.banksDown && path === '/banks') return down('The ramp service could not be reached.');
    if (state.statusDown && path.startsWith('/transactions/')) return down('The status lookup failed.');
    const answer = await chain.signer(input, init);
    if (init?.method !== 'POST') return answer;
    state.bodies.push(String(init.body));
    state.replayed.push(answer.headers.get('Idempotent-Replayed'));
    if (state.loseAnswer) {
      state.loseAnswer = false;
      throw new TypeError('Failed to fetch');
    }
    return answer;
  };
  const releaseBanks = () => {
    state.holdBanks = false;
    release();
  };
  return { signer, state, releaseBanks };
}

/** Whether the page has the bank list. */
const banksHere = (queryClient: QueryClient) => queryClient.getQueryCache().findAll().some((query) => query.queryKey.at(-1) === 'banks' && query.state.status === 'success');

/** The answer lost, the status route down: the review says it is not known. Then a reload with the bank list down, and "Send again". */
async function lostThenSentAgain(ramp: () => ReactElement, state: ReturnType<typeof hop>['state'], confirm: string, user: ReturnType<typeof renderRamp>['user'], unmount: () => void) {
  state.loseAnswer = true;
  state.statusDown = true;
  await user.click(button(confirm));
  await outcomeUnknown();
  unmount();

  state.banksDown = true;
  const again = renderRamp(ramp());
  await outcomeUnknown();
  // The review shows every value of the request once its lists are back, the bank list aside.
  await waitFor(() => expect(button('Send again').getAttribute('aria-disabled')).toBeNull());
  await again.user.click(button('Send again'));
  await stepHeading(RECEIPT);
}

// A bank typed as people name it ("GTB") while the bank list was on its way stays so in the form; the
// request names the listed bank ("Guaranty Trust Bank"), as the list said when it left. After a reload
// with the list down, the same request must still name it so: it is what the signer holds under the key.
describe('a buy whose answer was lost, reloaded while the bank list cannot be loaded', () => {
  it('"Send again" sends the body the first attempt sent, the bank as the list named it, and gets its answer', async () => {
    const chain = createChain();
    const { signer, state, releaseBanks } = hop(chain);
    const first = renderRamp(<BuyRamp signer={signer} />);
    await first.user.type(screen.getByLabelText('Amount in naira'), '25000');
    await first.user.click(await screen.findByRole('radio', { name: /Adaeze Okonkwo/ }));
    await first.user.click(button('Continue'));
    await first.user.click(await screen.findByRole('button', { name: 'I have paid' }));
    await stepHeading('Proof of payment');
    await first.user.type(screen.getByLabelText('Bank you paid from'), 'GTB');
    await first.user.type(screen.getByLabelText('Account number you paid from'), '0123456780');
    await first.user.click(button('Continue'));
    await stepHeading('Where to receive the stablecoin');
    releaseBanks();
    await waitFor(() => expect(banksHere(first.queryClient)).toBe(true));
    await first.user.type(screen.getByLabelText('Wallet address'), WALLETS.stellar);
    await first.user.click(button('Continue'));
    await stepHeading('Review');
    await lostThenSentAgain(() => <BuyRamp signer={signer} />, state, 'Confirm and buy', first.user, first.unmount);

    expect(state.bodies).toHaveLength(2);
    expect(JSON.parse(state.bodies[0]!)).toMatchObject({ bank_name: 'Guaranty Trust Bank' });
    expect(state.bodies[1]).toBe(state.bodies[0]);
    // The signer answered from its record of the first: the same request, no conflict, one transaction.
    expect(state.replayed[1]).toBe('true');
    expect(chain.mock.transactions).toHaveLength(1);
  });
});

describe('a sell whose answer was lost, reloaded while the bank list cannot be loaded', () => {
  it('"Send again" sends the body the first attempt sent, whatever the list says now', async () => {
    const chain = createChain();
    const { signer, state, releaseBanks } = hop(chain);
    const first = renderRamp(<SellRamp signer={signer} />);
    await sellToBankStep(first.user);
    await first.user.type(screen.getByLabelText('Bank'), 'GTB');
    await first.user.type(screen.getByLabelText('Account number'), '9480948372');
    await first.user.type(screen.getByLabelText('Account name'), 'Tansi Jones');
    await first.user.click(button('Continue'));
    await stepHeading('Review');
    releaseBanks();
    await waitFor(() => expect(banksHere(first.queryClient)).toBe(true));
    await lostThenSentAgain(() => <SellRamp signer={signer} />, state, 'Confirm and sell', first.user, first.unmount);

    expect(state.bodies).toHaveLength(2);
    expect(JSON.parse(state.bodies[0]!)).toMatchObject({ bank_name: 'Guaranty Trust Bank' });
    expect(state.bodies[1]).toBe(state.bodies[0]);
    expect(state.replayed[1]).toBe('true');
    expect(chain.mock.transactions).toHaveLength(1);
  });
});
