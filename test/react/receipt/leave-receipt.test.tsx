import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stepHeading } from '../support';
import { confirmPendingBuy } from './pending';

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

  it('once settled, starts another at once', async () => {
    const { user, settle } = await confirmPendingBuy();
    settle('completed');
    await waitFor(() => expect(screen.getByText('Completed', { selector: '.nr-status' })).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Start another' }));
    await stepHeading('Amount');
  });
});
