import { StrictMode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import type { SignerFetch } from '../../../src/react/config/types';
import { nextPollDelay } from '../../../src/react/signer/polling';
import type { StatusPolling } from '../../../src/react/signer/polling';
import { buyToReview, createChain, renderRamp, sellToReview, stepHeading } from '../support';
import { manualQueryTimers } from '../../support/query-timers';
import { FAST, FRESH, HOUR, polledUntil as pollUntil } from './pending';

// The receipt polls on React Query's timers, which here stand still until a test moves them.
const timers = manualQueryTimers();

const polledUntil = (check: () => void) => pollUntil(timers, check);

/** Waits until no query is fetching, so a count read next includes every look already started. */
const idle = (queryClient: ReturnType<typeof renderRamp>['queryClient']) => waitFor(() => expect(queryClient.isFetching()).toBe(0));

const statusGets = (chain: ReturnType<typeof createChain>) => chain.seen.filter((r) => r.method === 'GET' && r.path.startsWith('/transactions/'));
const chip = () => document.querySelector('.nr-status');

async function confirmBuy(user: ReturnType<typeof renderRamp>['user']) {
  await buyToReview(user);
  await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
  // "Stablecoin sent" when the mock settles at once and the status page has already asked.
  await stepHeading(/Request received|Stablecoin sent/);
}

describe('receipt as a status page', () => {
  it('polls until the transaction completes, says the change once, politely, and reports it once', async () => {
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: HOUR } }, signer: FRESH });
    const onStatusChange = vi.fn();
    const onEvent = vi.fn();
    const { user, queryClient } = renderRamp(<BuyRamp signer={chain.signer} statusPolling={FAST} onStatusChange={onStatusChange} onEvent={onEvent} />);
    await confirmBuy(user);
    const status = await screen.findByText('Pending', { selector: '.nr-status' });
    expect(status.textContent).toBe('Status: Pending');
    expect(screen.getByText(/Your payment is being confirmed/)).toBeTruthy();
    // The timeline: received done, payment confirmation under way, nothing sent yet.
    const stages = screen.getAllByRole('listitem');
    expect(stages.map((stage) => stage.getAttribute('data-state'))).toEqual(['done', 'current', 'upcoming']);
    await polledUntil(() => expect(statusGets(chain).length).toBeGreaterThan(1));

    const reference = String(chain.mock.transactions[0]!.reference);
    chain.mock.settle(reference, 'completed');
    await polledUntil(() => expect(chip()?.textContent).toBe('Status: Completed'));
    expect(screen.getByRole('status').textContent).toMatch(/Status: Completed\. .*stablecoin has been sent/);
    expect(screen.getAllByRole('listitem').map((stage) => stage.getAttribute('data-state'))).toEqual(['done', 'done', 'done']);

    // Stopped at a terminal status: an hour on, no more requests, and the change reported exactly once.
    await idle(queryClient);
    const asked = statusGets(chain).length;
    timers.advance(HOUR);
    await idle(queryClient);
    expect(statusGets(chain)).toHaveLength(asked);
    expect(onStatusChange).toHaveBeenCalledTimes(1);
    expect(onStatusChange.mock.calls[0]![0]).toBe('completed');
    expect(onStatusChange.mock.calls[0]![1]).toMatchObject({ reference, transaction_id: chain.mock.transactions[0]!.transaction_id });
    const changes = onEvent.mock.calls.map(([event]) => event).filter((event) => event.type === 'status_changed');
    expect(changes).toEqual([{ type: 'status_changed', flow: 'buy', reference, status: 'completed' }]);
  });

  it('asks nothing before the receipt; there, polls (also under Strict Mode) and says each change once', async () => {
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: HOUR } }, signer: FRESH });
    const onStatusChange = vi.fn();
    const { user } = renderRamp(
      <StrictMode>
        <BuyRamp signer={chain.signer} statusPolling={FAST} onStatusChange={onStatusChange} />
      </StrictMode>,
    );
    await buyToReview(user);
    expect(statusGets(chain)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading('Request received');
    await polledUntil(() => expect(statusGets(chain).length).toBeGreaterThan(1));
    chain.mock.settle(String(chain.mock.transactions[0]!.reference), 'completed');
    await polledUntil(() => expect(chip()?.textContent).toBe('Status: Completed'));
    expect(onStatusChange.mock.calls.map(([status]) => status)).toEqual(['completed']);
  });

  it('says in plain words what was paid, what arrives and where, and when; one prominent Copy reference', async () => {
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: HOUR } }, signer: FRESH });
    const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
    await confirmBuy(user);
    await screen.findByRole('button', { name: 'Copy reference' });
    const summary = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(summary).toContain('₦25,000.00 to Adaeze Okonkwo, Access Bank');
    expect(summary).toContain('NGN stablecoin on Stellar');
    // Date and time, not the service's date alone.
    const requested = screen.getByText('Requested').nextElementSibling?.textContent ?? '';
    expect(requested).toMatch(/\d{1,2}:\d{2}/);
    // One copy button in view; the rest is behind "More details".
    const inView = screen.getAllByRole('button', { name: /^Copy/ }).filter((button) => !button.closest('details'));
    expect(inView.map((button) => button.innerText)).toEqual(['Copy reference']);
    const details = screen.getByText('More details').closest('details')!;
    expect(details.open).toBe(false);
    expect(within(details).getByText('Business settlement account name')).toBeTruthy();
  });

  it('shows a failed transaction as failed, with what to do', async () => {
    const chain = createChain({ mock: { lifecycle: { settleTo: 'failed' } }, signer: FRESH });
    const onStatusChange = vi.fn();
    const { user } = renderRamp(<SellRamp signer={chain.signer} statusPolling={FAST} onStatusChange={onStatusChange} />);
    await sellToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await screen.findByText('Failed', { selector: '.nr-status' });
    expect(screen.getByText(/This request was not completed/, { selector: '.nr-intro' })).toBeTruthy();
    // Only what happened is marked done, in words: the stablecoin was not received, the naira not paid out.
    expect(screen.getAllByRole('listitem').map((stage) => stage.textContent)).toEqual([
      'Request receivedDone',
      'Stablecoin not receivedFailed',
      'Naira not paid outDid not happen',
    ]);
    expect(screen.getByText(/contact the business behind this site and quote the reference/)).toBeTruthy();
    expect(onStatusChange).toHaveBeenCalledTimes(1);
    expect(onStatusChange.mock.calls[0]![0]).toBe('failed');
  });

  it('opens a receipt from a reference alone, and says so when the signer does not know it', async () => {
    const chain = createChain({ signer: FRESH });
    const first = renderRamp(<BuyRamp signer={chain.signer} reference="ref-nobody-made" />);
    await stepHeading('Request received');
    await screen.findByText('Not found', { selector: '.nr-status' });
    expect(screen.getByText(/No request with reference ref-nobody-made was found/, { selector: '.nr-intro' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
    first.unmount();

    // A reference this signer created: its record comes from the status route alone.
    const second = renderRamp(<BuyRamp signer={chain.signer} persist={false} />);
    await confirmBuy(second.user);
    const reference = String(chain.mock.transactions[0]!.reference);
    await screen.findByText('Completed', { selector: '.nr-status' });
    second.unmount();
    renderRamp(<BuyRamp signer={chain.signer} reference={reference} persist={false} />);
    await screen.findByText('Completed', { selector: '.nr-status' });
    expect(screen.getByText(reference)).toBeTruthy();
    expect(screen.getByText('NGN stablecoin on Stellar')).toBeTruthy();
  });

  it('keeps the last known status when the lookup fails, and keeps trying', async () => {
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: HOUR } }, signer: FRESH });
    let lookups = 0;
    const signer: SignerFetch = (input, init) => {
      if (input.startsWith('/transactions/')) {
        lookups += 1;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return chain.signer(input, init);
    };
    const { user } = renderRamp(<BuyRamp signer={signer} statusPolling={FAST} />);
    await confirmBuy(user);
    await screen.findByText(/could not be checked just now/, {});
    expect(chip()?.textContent).toBe('Status: Pending');
    await polledUntil(() => expect(lookups).toBeGreaterThan(2));
  });

  it('asks nothing while the tab is hidden, and asks again when it is shown', async () => {
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: HOUR } }, signer: FRESH });
    const { user, queryClient } = renderRamp(<BuyRamp signer={chain.signer} statusPolling={FAST} />);
    await confirmBuy(user);
    await polledUntil(() => expect(statusGets(chain).length).toBeGreaterThan(1));
    try {
      act(() => focusManager.setFocused(false));
      // Let an in-flight poll land, then count: an hour hidden, and the interval never asks.
      await idle(queryClient);
      const hidden = statusGets(chain).length;
      timers.advance(HOUR);
      await idle(queryClient);
      expect(statusGets(chain)).toHaveLength(hidden);
      act(() => focusManager.setFocused(true));
      await polledUntil(() => expect(statusGets(chain).length).toBeGreaterThan(hidden));
    } finally {
      focusManager.setFocused(undefined);
    }
  });

  it('backs off between polls, from the first interval to a ceiling it keeps (2 s and 30 s unless the host says)', () => {
    const waits = (polling?: StatusPolling) => Array.from({ length: 20 }, (_, polls) => nextPollDelay(polls, polling));
    for (const [polling, first, ceiling] of [[undefined, 2_000, 30_000], [{ intervalMs: 100, maxIntervalMs: 400 }, 100, 400]] as const) {
      const each = waits(polling);
      expect(each[0]).toBe(first);
      expect(each[1]!).toBeGreaterThan(first);
      each.slice(1).forEach((wait, polls) => expect(wait).toBeGreaterThanOrEqual(each[polls]!));
      expect(Math.max(...each)).toBe(ceiling);
      expect(each.at(-1)).toBe(ceiling);
    }
  });
});
