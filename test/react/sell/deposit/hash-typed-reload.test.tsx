import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../../src/mock';
import { SellRamp } from '../../../../src/react/sell/SellRamp';
import { sellLaterCode } from '../../../../src/react/sell/laterCode';
import { createChain, renderRamp, sellToReview, stepHeading } from '../../support';

const FIELD = 'Sent them yourself? Transaction hash';
const HASH = 'c0ffee'.repeat(10) + 'c0ff';

/** Everything the widget keeps in the tab, whatever its key. */
const keptInTab = () => Object.keys(sessionStorage).map((key) => sessionStorage.getItem(key) ?? '').join('\n');

/**
 * Nothing typed is lost: a reload brings back every field of every step as typed, and the receipt's
 * "Sent them yourself? Transaction hash" is a field the person types (or pastes, 64 characters) too.
 * Typed, not yet saved, then the page reloads: the hash must still be in the field.
 */
describe('the transaction hash typed on the receipt', () => {
  it('is still in its field after a reload, before "Save the hash"', async () => {
    await sellLaterCode.load();
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: 3_600_000 } }, signer: { depositAddresses: MOCK_DEPOSIT_ADDRESSES } });
    const ui = <SellRamp signer={chain.signer} networks={['stellar']} />;
    const { user, unmount } = renderRamp(ui);
    await sellToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    const deposit = within(await screen.findByRole('group', { name: 'Now send the coins' }));
    await user.type(deposit.getByLabelText(FIELD), HASH);
    // The flow keeps what is typed in the tab (as every step's fields are kept); the reload reads it back.
    await waitFor(() => expect(keptInTab()).toContain(HASH), { timeout: 5_000 });

    unmount();
    renderRamp(ui);
    const again = within(await screen.findByRole('group', { name: 'Now send the coins' }));
    expect(again.getByLabelText<HTMLInputElement>(FIELD).value).toBe(HASH);
  });
});
