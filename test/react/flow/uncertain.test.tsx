import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import type { SignerFetch } from '../../../src/react/config/types';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { buyToReview, createChain, renderRamp, sellToReview, stepHeading } from '../support';
import { gate } from '../../support/gate';

/** As fetch does, the page's call ends when the widget aborts it; the signer carries on. */
function abortable(call: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  return Promise.race([call, new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))))]);
}

const statusGets = (chain: ReturnType<typeof createChain>) => chain.seen.filter((r) => r.method === 'GET' && r.path.startsWith('/transactions/'));

describe('uncertain outcome', () => {
  it('after its own timeout, finds the request on the status route and shows the receipt, the confirm button inactive meanwhile', async () => {
    // The service answers only once the widget has given up; the signer still records the creation.
    const service = gate();
    const chain = createChain({ mock: { faults: { route: 'onramp', until: service.promise, times: 1 } } });
    // The page's status lookups wait until the test has looked at the screen that waits for them.
    const lookups = gate();
    const signer: SignerFetch = async (input, init) => {
      if (input.startsWith('/transactions/')) await lookups.promise;
      return abortable(chain.signer(input, init), init?.signal);
    };
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const { user } = renderRamp(<BuyRamp signer={signer} timeoutMs={300} onSuccess={onSuccess} onError={onError} />);
    await buyToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    const checking = await screen.findByRole('button', { name: 'Checking…' });
    expect(checking.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Checking whether your request went through/));
    await user.click(checking);
    service.open();
    await waitFor(() => expect(chain.mock.transactions).toHaveLength(1));
    lookups.open();
    await stepHeading('Request received');
    expect(chain.posts('/transactions/v1/onramp')).toHaveLength(1);
    expect(statusGets(chain).length).toBeGreaterThan(0);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    expect(await screen.findByText(String(chain.mock.transactions[0]!.reference))).toBeTruthy();
  });

  it('keeps asking while the status route is unavailable, and never offers a new request meanwhile', async () => {
    const service = gate();
    const chain = createChain({ mock: { faults: { route: 'onramp', until: service.promise, times: 1 } } });
    // The status route's store is down for its first four answers: 503, store_unavailable, as the signer
    // says it. The service answers the held request at the fourth; later looks wait for its record.
    let refused = 0;
    const signer: SignerFetch = async (input, init) => {
      if (input.startsWith('/transactions/') && refused < 4) {
        refused += 1;
        if (refused === 4) service.open();
        const body = { error: { code: 'store_unavailable', message: 'The signer cannot reach its store just now.', retryable: true } };
        return new Response(JSON.stringify(body), { status: 503, headers: { 'content-type': 'application/json' } });
      }
      if (input.startsWith('/transactions/')) await vi.waitFor(() => expect(chain.mock.transactions).toHaveLength(1), { timeout: 10_000 });
      return abortable(chain.signer(input, init), init?.signal);
    };
    const { user } = renderRamp(<BuyRamp signer={signer} timeoutMs={300} />);
    await buyToReview(user);
    // The widget's own timeout and the looks' spacing (a quarter second, backing off) on a clock the test
    // jumps on at each look, which also runs on by itself for the rest of the page's timers.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
      // A second of the clock at each look; the hang guard is the async utilities' (real time).
      const jumpingUntil = (check: () => unknown) =>
        vi.waitFor(async () => {
          await vi.advanceTimersByTimeAsync(1_000);
          check();
        }, { timeout: 10_000 });
      await jumpingUntil(() => screen.getByRole('button', { name: 'Checking…' }));
      await jumpingUntil(() => screen.getByRole('heading', { level: 3, name: 'Request received' }));
    } finally {
      vi.useRealTimers();
    }
    expect(refused).toBe(4);
    expect(screen.queryByRole('button', { name: 'Start a new request' })).toBeNull();
    expect(chain.posts('/transactions/v1/onramp')).toHaveLength(1);
  });

  it('when the status route does not know it after a bounded check, says so, and Check and Send again are there to press', async () => {
    const chain = createChain({ mock: { faults: { route: 'offramp', status: 500, afterCreating: true, times: 1 } } });
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    const doubt = await screen.findByRole('group', { name: 'We do not know yet whether your request arrived' });
    expect(screen.queryByRole('button', { name: 'Start a new request' })).toBeNull();
    // The signer answered, so one look was enough; both ways on are active again.
    expect(statusGets(chain)).toHaveLength(1);
    await waitFor(() => expect(within(doubt.closest('form')!).getByRole('button', { name: 'Check again' }).getAttribute('aria-disabled')).toBeNull());
    expect(screen.getByRole('button', { name: 'Send again' }).getAttribute('aria-disabled')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(statusGets(chain)).toHaveLength(2));
    expect(await within(doubt).findByText(/Not found yet/)).toBeTruthy();
  });
});
