import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../src/mock';
import type { SignerFetch } from '../../../src/react/config/types';
import { defaultMessages as m } from '../../../src/react/messages/defaults';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { createChain, renderRamp, sellToReview, stepHeading } from '../support';

// The signer created the sale, but its answer never reached the page (the connection dropped on the
// way back): the widget finds the sale on the status route. The person must still be told where
// to send the coins, or the sale can never complete.
describe('the deposit instructions after a lost answer', () => {
  it('come with the sale the status route found: the address, memo and amount, never "no deposit address"', { timeout: 30_000 }, async () => {
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: 3_600_000 } }, signer: { depositAddresses: MOCK_DEPOSIT_ADDRESSES } });
    let dropped = 0;
    const signer: SignerFetch = async (input, init) => {
      const answer = await chain.signer(input, init);
      if (init?.method === 'POST' && dropped === 0) {
        dropped += 1;
        throw new TypeError('Failed to fetch');
      }
      return answer;
    };
    const { user } = renderRamp(<SellRamp signer={signer} />);
    await sellToReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    expect(dropped).toBe(1);
    expect(chain.mock.transactions).toHaveLength(1);
    const deposit = within(await screen.findByRole('group', { name: m.depositTitle }, { timeout: 10_000 }));
    expect(deposit.getByText(/Send exactly 50\.00 USDT/)).toBeTruthy();
    expect(deposit.getByText(MOCK_DEPOSIT_ADDRESSES.stellar.address)).toBeTruthy();
    expect(deposit.getByText(MOCK_DEPOSIT_ADDRESSES.stellar.memo)).toBeTruthy();
    expect(screen.queryByText(m.depositMissing)).toBeNull();
    // Kept for a reload too.
    await waitFor(() => expect(sessionStorage.getItem('naira-ramp:sell')).toContain(MOCK_DEPOSIT_ADDRESSES.stellar.address));
  });
});
