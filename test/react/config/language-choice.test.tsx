import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SellRamp } from '../../../src';
import { createChain, renderRamp } from '../support';

// The first use of storage in a page waits on the browser; a widget with no language switch has no
// pick of the tab's to read, and reads none.

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("the tab's language pick", () => {
  it('is not read by a widget without a switch, which shows its locale', async () => {
    sessionStorage.setItem('naira-ramp:language', 'pcm');
    const read = vi.spyOn(Storage.prototype, 'getItem');
    renderRamp(<SellRamp signer={createChain().signer} locale="en-NG" />);
    await screen.findByLabelText('Amount to sell');
    expect(read.mock.calls.filter(([key]) => key === 'naira-ramp:language')).toEqual([]);
    expect(screen.getByRole('region', { name: 'Sell stablecoin' }).getAttribute('lang')).toBe('en-NG');
  });
});
