import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../src/mock';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { buyToReview, createChain, renderRamp, sellToReview, stepHeading, wholeText } from '../support';
import { overflowing } from './overflow';

afterEach(async () => {
  await page.viewport(414, 896);
});

describe('phone layout', () => {
  for (const appearance of ['light', 'dark'] as const) {
    it(`at 320 px (${appearance}) the buy review with the paid notice does not overflow sideways`, async () => {
      await page.viewport(320, 640);
      const chain = createChain();
      // Inside a host page's usual 16 px margins, as in the demo.
      const { user } = renderRamp(<div style={{ width: 288 }}><BuyRamp signer={chain.signer} appearance={appearance} /></div>);
      await buyToReview(user);
      await screen.findByRole('button', { name: 'Change amount or vendor' });
      expect(overflowing()).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Change amount or vendor' }));
      expect(overflowing()).toEqual([]);
    });
  }

  for (const appearance of ['light', 'dark'] as const) {
    it(`at 320 px (${appearance}) the proof step of a transfer taken up in a new tab does not overflow sideways`, async () => {
      await page.viewport(320, 640);
      localStorage.setItem('naira-ramp:buy', JSON.stringify([{ reference: '4821907355302286', values: { amount: '1,000,000', vendorNumber: '2034567891' }, paidAt: new Date().toISOString() }]));
      renderRamp(<div style={{ width: 288 }}><BuyRamp signer={createChain().signer} appearance={appearance} /></div>);
      await stepHeading('Proof of payment');
      await screen.findByText(wholeText(/You have told us you paid ₦1,000,000.00 to Babatunde Adeyemi/));
      expect(overflowing()).toEqual([]);
    });
  }

  it('at 320 px the sell receipt, its deposit instructions and the question before leaving do not overflow sideways', async () => {
    await page.viewport(320, 640);
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: 3_600_000 } }, signer: { depositAddresses: { stellar: MOCK_DEPOSIT_ADDRESSES.stellar } } });
    const { user } = renderRamp(
      <div style={{ width: 288 }}>
        <SellRamp signer={chain.signer} />
      </div>,
    );
    await sellToReview(user);
    expect(overflowing()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    await screen.findByRole('button', { name: 'Copy reference' });
    expect(overflowing()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Start another' }));
    expect(overflowing()).toEqual([]);
  });
});
