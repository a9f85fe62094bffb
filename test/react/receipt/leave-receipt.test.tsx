import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { createChain, renderRamp, sellToReview, stepHeading } from '../support';
import { manualQueryTimers } from '../../support/query-timers';
import { FAST, FRESH, HOUR, confirmPendingBuy, polledUntil } from './pending';

// The receipt polls on React Query's timers, which stand still until a test moves them on to a settled request.
const timers = manualQueryTimers();

describe('"Start another" on a receipt', () => {
  it('while the request is not settled, asks first, says how to come back (its reference), and staying keeps everything', async () => {
    const { chain, user } = await confirmPendingBuy();
    const reference = String(chain.mock.transactions[0]!.reference);

    const start = screen.getByRole('button', { name: 'Start another' });
    await user.click(start);
    // Still on the receipt: a question, with the reference to keep and a way to stay.
    expect(screen.getByRole('heading', { name: 'Request received' })).toBeTruthy();
    const question = screen.getByRole('group', { name: 'Leave this request?' });
    expect(document.activeElement).toBe(within(question).getByText('Leave this request?'));
    expect(question.textContent).toContain(reference);
    expect(within(question).getByRole('button', { name: 'Copy reference' })).toBeTruthy();

    await user.click(within(question).getByRole('button', { name: 'Stay on this request' }));
    expect(screen.queryByRole('group', { name: 'Leave this request?' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start another' }));
    expect(screen.getByText('Pending', { selector: '.nr-status' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Start another' }));
    await user.click(screen.getByRole('button', { name: 'Yes, start another' }));
    await stepHeading('Amount');
  });

  it("on a sell, names the reference the receipt shows (the service's own), never a second one", async () => {
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: HOUR } }, signer: FRESH });
    const { user } = renderRamp(<SellRamp signer={chain.signer} statusPolling={FAST} />);
    await sellToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    // The service gives a sell its own reference; the widget's own went only as the Idempotency-Key.
    const shown = String(chain.mock.transactions[0]!.reference);
    const sent = chain.seen.find((request) => request.method === 'POST')!.idempotencyKey!;
    expect(shown).not.toBe(sent);
    expect(document.querySelector('[data-slot="reference"] .nr-reference-value')!.textContent).toContain(shown);

    await user.click(screen.getByRole('button', { name: 'Start another' }));
    const question = screen.getByRole('group', { name: 'Leave this request?' });
    expect(question.textContent).toContain(shown);
    expect(question.textContent).not.toContain(sent);
  });

  it('once settled, starts another at once', async () => {
    const { user, settle } = await confirmPendingBuy();
    settle('completed');
    await polledUntil(timers, () => screen.getByText('Completed', { selector: '.nr-status' }));
    await user.click(screen.getByRole('button', { name: 'Start another' }));
    await stepHeading('Amount');
  });
});
