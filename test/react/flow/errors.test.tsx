import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import type { SignerFetch } from '../../../src/react/config/types';
import { buyToReview, createChain, describedError, outcomeUnknown, renderRamp, sellToReview, stepHeading } from '../support';
import { buyLaterCode } from '../../../src/react/buy/laterCode';
import { sellLaterCode } from '../../../src/react/sell/laterCode';

// The later steps' code is fetched (and, here, transformed) the first time a flow needs it: once, before the tests.
beforeAll(() => Promise.all([buyLaterCode.load(), sellLaterCode.load()]), 60_000);

const references = (chain: ReturnType<typeof createChain>) =>
  chain.posts('/transactions/v1/onramp').map((r) => (r.body as { reference: string }).reference);

describe('signer errors', () => {
  it('puts a 422 field error on its field, shows that step and focuses the field', async () => {
    // The signer holds a lower maximum than the widget, so only the signer refuses the amount.
    const chain = createChain({ signer: { limits: { buy: { max: 30_000 } } } });
    const onError = vi.fn();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} onError={onError} />);
    await buyToReview(user, { amount: '50000' });
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));

    await stepHeading('Amount');
    const amount = screen.getByLabelText('Amount in naira');
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(describedError(amount)).toContain('₦30,000.00');
    expect(onError.mock.calls[0]![0]).toMatchObject({ code: 'limit', status: 422 });
    expect(chain.posts('/transactions/v1/onramp')).toHaveLength(0);
    // Fixing the field clears its error as the user types; nothing else was lost.
    await user.clear(amount);
    await user.type(amount, '25000');
    expect(amount.getAttribute('aria-invalid')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'I have paid' }));
    await stepHeading('Review');
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading('Request received');
  });

  it('says a 401 is the host’s configuration to fix, not the user’s', async () => {
    const chain = createChain();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(user);
    chain.mock.setFaults({ route: 'onramp', status: 401 });
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    const alert = await screen.findByText(/site owner needs to fix its configuration/);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Review');
  });

  it('says so when the vendor list is refused for the host’s key, and offers retry on other list failures', async () => {
    const refused = createChain({ signer: { secretKey: 'mock_s_tk_wrong' } });
    const first = renderRamp(<BuyRamp signer={refused.signer} />);
    expect((await screen.findByText(/site owner needs to fix its configuration/)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    first.unmount();

    const chain = createChain();
    chain.mock.setFaults({ route: 'vendors', status: 500, times: 1 });
    const onEvent = vi.fn();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} onEvent={onEvent} />);
    await screen.findByText('The list of payment vendors could not be loaded.');
    const listFailures = () => onEvent.mock.calls.map(([event]) => event).filter((event) => event.type === 'list_failed');
    expect(listFailures()).toEqual([{ type: 'list_failed', flow: 'buy', list: 'vendors', code: 'upstream' }]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Adaeze Okonkwo/ })).toBeTruthy();
    expect(listFailures()).toHaveLength(1);
  });

  it('shows an empty vendor list as such', async () => {
    // Our signer answers an empty upstream list with 502; a host's own signer may send an empty list.
    const chain = createChain();
    const signer: SignerFetch = (input, init) =>
      input === '/vendors' ? Promise.resolve(Response.json({ vendors: [] })) : chain.signer(input, init);
    renderRamp(<BuyRamp signer={signer} />);
    expect(await screen.findByText(/No payment vendors are available/)).toBeTruthy();
  });

  it('shows a 402 in the service’s plain words and keeps the review', async () => {
    const message = 'Insufficient float with vendor';
    const chain = createChain();
    const onError = vi.fn();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} onError={onError} />);
    await buyToReview(user);
    chain.mock.setFaults({ route: 'onramp', status: 402, body: { status: 'error', message } });
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    expect((await screen.findByText(message, { exact: false })).closest('[role="alert"]')).not.toBeNull();
    expect(onError.mock.calls[0]![0]).toMatchObject({ code: 'payment_failed', status: 402 });
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Review');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // The reference is the narration on the transfer made: no new request is offered in its place.
    expect(screen.queryByRole('button', { name: 'Start a new request' })).toBeNull();
  });

  it('looks for a request the service says conflicts with an earlier one; not found, says it is not known', async () => {
    const chain = createChain();
    const onError = vi.fn();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} onError={onError} />);
    await buyToReview(user);
    chain.mock.setFaults({ route: 'onramp', status: 409, body: { status: 'error', message: 'Duplicate transaction reference' }, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    // A request under the narration may exist: nothing invites paying again, the way on keeps the reference.
    const doubt = await outcomeUnknown();
    expect(doubt.textContent).toMatch(/Do not pay again/);
    expect(onError.mock.calls[0]![0]).toMatchObject({ code: 'conflict', status: 409 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start a new request' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await stepHeading('Request received');
    const sent = references(chain);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
  });

  it('looks for a sell whose reference the signer refused as in use; not found, Send again keeps the reference', async () => {
    const chain = createChain();
    let refuse = true;
    const keys: (string | null)[] = [];
    const signer: SignerFetch = (input, init) => {
      if (init?.method === 'POST') keys.push(new Headers(init.headers).get('idempotency-key'));
      if (refuse && init?.method === 'POST') {
        refuse = false;
        const body = { error: { code: 'conflict', message: 'This reference already belongs to a request with other details.', retryable: false } };
        return Promise.resolve(Response.json(body, { status: 422 }));
      }
      return chain.signer(input, init);
    };
    const { user } = renderRamp(<SellRamp signer={signer} />);
    await sellToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    const doubt = await outcomeUnknown();
    expect(doubt.textContent).toMatch(/Do not send any coins yet/);
    expect(screen.queryByRole('button', { name: 'Start a new request' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await stepHeading('Request received');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('retries a 503 with the same reference and Idempotency-Key, keeping every value', async () => {
    const chain = createChain();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(user);
    // 503: the service says it did not take the request, so the signer lets the same key through again.
    chain.mock.setFaults({ route: 'onramp', status: 503, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await screen.findByText(/Trying again will not create a second transaction/);
    expect(screen.getByRole('region', { name: 'Buy NGN stablecoin' }).getAttribute('data-state')).toBe('failed');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await stepHeading('Request received');
    const sent = references(chain);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    expect(chain.seen.filter((r) => r.path === '/onramp').map((r) => r.idempotencyKey)).toEqual([sent[0], sent[0]]);
    expect(chain.mock.transactions.filter((t) => t.reference === sent[0])).toHaveLength(1);
  });

  it('keeps the narration of the transfer made for an edited buy', async () => {
    const chain = createChain();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await buyToReview(user);
    chain.mock.setFaults({ route: 'onramp', status: 503, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await screen.findByRole('button', { name: 'Try again' });
    await user.click(screen.getByRole('button', { name: 'Edit account number you paid from' }));
    const number = screen.getByLabelText('Account number you paid from');
    await waitFor(() => expect(document.activeElement).toBe(number));
    await user.clear(number);
    await user.type(number, '1112223334');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // After an edit, Continue returns straight to the review.
    await stepHeading('Review');
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading('Request received');
    const sent = references(chain);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    expect(chain.posts('/transactions/v1/onramp')[1]?.body).toMatchObject({ account_number: '1112223334' });
    expect(chain.mock.transactions).toHaveLength(1);
  });

  it('keeps input after a network failure, says it is not known whether it arrived, and sends again with the same reference', async () => {
    const chain = createChain();
    let failNext = false;
    const signer: SignerFetch = (input, init) => {
      if (failNext && init?.method === 'POST') {
        failNext = false;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return chain.signer(input, init);
    };
    const { user } = renderRamp(<SellRamp signer={signer} />);
    await sellToReview(user);
    failNext = true;
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await outcomeUnknown();
    expect(screen.getByText('Tansi Jones')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await stepHeading('Request received');
    const keys = chain.seen.filter((r) => r.path === '/offramp').map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toBeTruthy();
    // The failed attempt never reached the signer; the key it would have carried is the one used.
    expect(screen.getByRole('region', { name: 'Sell stablecoin' }).getAttribute('data-state')).toBe('succeeded');
  });

  it('after a 504 from a hanging service that created the transaction, finds it and shows its receipt: one transaction', async () => {
    const chain = createChain({ signer: { timeoutMs: 150 } });
    const onEvent = vi.fn();
    const { user } = renderRamp(<BuyRamp signer={chain.signer} onEvent={onEvent} />);
    await buyToReview(user);
    chain.mock.setFaults({ route: 'onramp', hang: true, afterCreating: true, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    // The signer could not tell whether the request went through; the widget asks the status route,
    // which finds the transaction the service created, so the person sees it rather than an offer to send again.
    // The heading follows the status the route found ("Stablecoin sent" once the mock has settled it).
    await screen.findByRole('heading', { level: 3, name: /Request received|Stablecoin sent/ });
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start a new request' })).toBeNull();
    expect(references(chain)).toHaveLength(1);
    expect(chain.mock.transactions).toHaveLength(1);
    const succeeded = onEvent.mock.calls.map(([event]) => event).find((event) => event.type === 'submit_succeeded');
    expect(succeeded).toMatchObject({ reference: references(chain)[0] });
  });

  it('after a 500 that may have created the transaction, says it is not known and offers no new reference', async () => {
    const chain = createChain();
    const onError = vi.fn();
    const { user } = renderRamp(<SellRamp signer={chain.signer} onError={onError} />);
    await sellToReview(user);
    chain.mock.setFaults({ route: 'offramp', status: 500, afterCreating: true, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await outcomeUnknown();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start a new request' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
    expect(onError.mock.calls[0]![0]).toMatchObject({ code: 'upstream', status: 502, retryable: false });
    expect(screen.getByRole('region', { name: 'Sell stablecoin' }).getAttribute('data-state')).toBe('unknown');
    expect(screen.getByText('Tansi Jones')).toBeTruthy();
    expect(chain.mock.transactions).toHaveLength(1);
  });

  it('after a lost answer that a signer without a status route cannot confirm, Send again gets the stored answer', async () => {
    const chain = createChain();
    let loseNext = false;
    const replayed: (string | null)[] = [];
    const signer: SignerFetch = async (input, init) => {
      // An older signer of the host's own: no status route, so the check finds nothing.
      if (input.startsWith('/transactions/')) return Response.json({ error: { code: 'not_found', message: 'No such route.' } }, { status: 404 });
      const response = await chain.signer(input, init);
      if (init?.method !== 'POST') return response;
      replayed.push(response.headers.get('Idempotent-Replayed'));
      if (loseNext) {
        loseNext = false;
        throw new TypeError('Failed to fetch');
      }
      return response;
    };
    const { user } = renderRamp(<BuyRamp signer={signer} />);
    await buyToReview(user);
    loseNext = true;
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await outcomeUnknown();
    expect(chain.mock.transactions).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await stepHeading('Request received');
    expect(replayed).toEqual([null, 'true']);
    expect(chain.mock.transactions).toHaveLength(1);
    const reference = String(chain.mock.transactions[0]!.reference);
    expect(await screen.findByText(reference)).toBeTruthy();
    const keys = chain.seen.filter((r) => r.path === '/onramp').map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps Try again for a 5xx from a signer that does not say whether it is retryable', async () => {
    const chain = createChain();
    let failNext = false;
    const signer: SignerFetch = (input, init) => {
      if (failNext && init?.method === 'POST') {
        failNext = false;
        return Promise.resolve(Response.json({ error: { code: 'upstream', message: 'The payment service failed.' } }, { status: 502 }));
      }
      return chain.signer(input, init);
    };
    const { user } = renderRamp(<BuyRamp signer={signer} />);
    await buyToReview(user);
    failNext = true;
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await screen.findByText(/The payment service failed\. Your details are kept\. Trying again/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await stepHeading('Request received');
  });

  it('gives up on its own after timeoutMs when the signer never answers', async () => {
    const chain = createChain();
    let hang = false;
    const signer: SignerFetch = (input, init) =>
      hang && init?.method === 'POST'
        ? new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
        : chain.signer(input, init);
    const { user } = renderRamp(<BuyRamp signer={signer} timeoutMs={150} />);
    await buyToReview(user);
    hang = true;
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await outcomeUnknown();
    hang = false;
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await stepHeading('Request received');
  });
});

describe('one submission in flight', () => {
  it('sends one request for a double click, and says it is busy meanwhile', async () => {
    const chain = createChain();
    // The signer holds the request until the test has looked at the busy screen (a fixed latency could run out first on a busy machine).
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const signer: SignerFetch = async (input, init) => {
      if (init?.method === 'POST') await held;
      return chain.signer(input, init);
    };
    const { user } = renderRamp(<BuyRamp signer={signer} />);
    await buyToReview(user);
    const confirm = screen.getByRole('button', { name: 'Confirm and buy' });
    await user.dblClick(confirm);
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
    expect(confirm.textContent).toContain('Submitting');
    await user.click(confirm);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Submitting your request'));
    answer();
    await stepHeading('Request received');
    expect(chain.posts('/transactions/v1/onramp')).toHaveLength(1);
    expect(chain.seen.filter((r) => r.path === '/onramp')).toHaveLength(1);
  });
});
