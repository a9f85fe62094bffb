import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SellRamp } from '../../../../src/react/sell/SellRamp';
import { createChain, renderRamp } from '../../support';

// The first `Intl.NumberFormat` a page builds sets up the engine's number data, which a slow phone waits
// for; the limits under the amount are plain decimals, written without one.

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the amount field', () => {
  it('shows the limits on the first paint without building a number formatter', async () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    const chain = createChain();
    renderRamp(<SellRamp signer={chain.signer} limits={{ sell: { min: 20, max: 12_500.5 } }} />);
    await screen.findByLabelText('Amount to sell');
    expect(screen.getByText('Between 20.00 USDT and 12,500.50 USDT.')).toBeTruthy();
    expect(built).not.toHaveBeenCalled();
  });
});
