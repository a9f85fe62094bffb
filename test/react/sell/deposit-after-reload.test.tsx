import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../src/mock';
import { defaultMessages as m } from '../../../src/react/messages/defaults';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { createChain, renderRamp, sellToReview, stepHeading } from '../support';

describe('the deposit instructions after a reload', () => {
  it('come back with the receipt: the same address and amount, never "no deposit address"', { timeout: 30_000 }, async () => {
    // The sale stays pending, so the coins are still expected after the reload.
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: 3_600_000 } }, signer: { depositAddresses: MOCK_DEPOSIT_ADDRESSES } });
    const first = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToReview(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    const before = within(await screen.findByRole('group', { name: m.depositTitle }));
    expect(before.getByText(/Send exactly 50\.00 USDT/)).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem('naira-ramp:sell')).toContain(MOCK_DEPOSIT_ADDRESSES.stellar.address));

    // A reload: the widget mounts again in the same tab.
    first.unmount();
    renderRamp(<SellRamp signer={chain.signer} />);
    await stepHeading('Request received');
    const after = within(await screen.findByRole('group', { name: m.depositTitle }, { timeout: 10_000 }));
    expect(after.getByText(/Send exactly 50\.00 USDT/)).toBeTruthy();
    expect(after.getByText(MOCK_DEPOSIT_ADDRESSES.stellar.address)).toBeTruthy();
    expect(after.getByText(MOCK_DEPOSIT_ADDRESSES.stellar.memo)).toBeTruthy();
    expect(screen.queryByText(m.depositMissing)).toBeNull();
  });
});
