import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../src/mock';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { createChain, renderRamp } from '../support';

// The signer takes sells on Polygon and Solana only: it has deposit addresses for those two.
const signer = () => createChain({ signer: { depositAddresses: { polygon: MOCK_DEPOSIT_ADDRESSES.polygon, solana: MOCK_DEPOSIT_ADDRESSES.solana } } }).signer;
const warn = vi.spyOn(console, 'warn');
const warned = () => warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('sell_networks'));

afterEach(() => warn.mockClear());

describe("a sell widget whose options the signer's /config contradicts", () => {
  it('warns naming the network offered without a deposit address and what the signer takes', async () => {
    renderRamp(<SellRamp signer={signer()} networks={['polygon', 'stellar']} />);
    await waitFor(() => expect(warned()).toEqual([
      "naira-ramp: <SellRamp> networks lists stellar, but the signer's /config (sell_networks: the networks it has a deposit address for) takes sells only on polygon, solana: stellar is not offered to sellers.",
    ]));
  });

  it('warns when the locked network is one the signer refuses', async () => {
    renderRamp(<SellRamp signer={signer()} lockedValues={{ network: 'stellar' }} />);
    await waitFor(() => expect(warned()).toEqual([
      "naira-ramp: <SellRamp> lockedValues.network is stellar, but the signer's /config (sell_networks: the networks it has a deposit address for) takes sells only on polygon, solana: the sell will be refused on network.",
    ]));
  });

  it('says nothing when the host left networks to the default, which the signer narrows', async () => {
    // Beside a widget that does contradict the signer, on the same signer: once its warning is there, both had the answer.
    const shared = signer();
    renderRamp(
      <>
        <SellRamp signer={shared} />
        <SellRamp signer={shared} networks={['avalanche', 'polygon']} />
      </>,
    );
    await waitFor(() => expect(warned()).toHaveLength(1));
    expect(warned()[0]).toMatch(/^naira-ramp: <SellRamp> networks lists avalanche, /);
  });
});
