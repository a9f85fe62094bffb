import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createMockRampService, type MockVendor } from '../../../src/mock';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { buyProofToReview, createChain, renderRamp, sellToBankStep, stepHeading } from '../support';
import { overflowing } from './overflow';

afterEach(async () => {
  await page.viewport(414, 896);
});

// The longest a buy body takes, without one space to break at; and issue 35's 5,000-character name.
const LONG_NAME = 'ADAEZEOKONKWO'.repeat(16).slice(0, 200);
const LONG_BANK = 'AccessBankNigeriaPlc'.repeat(10);
const VENDORS: MockVendor[] = [
  { venderName: LONG_NAME, vendorNumber: '0123456789', vendorBank: LONG_BANK },
  { venderName: 'B'.repeat(5000), vendorNumber: '2034567891', vendorBank: 'Access Bank' },
  { venderName: 'Chinedu Eze', vendorNumber: '3045678912', vendorBank: 'Zenith Bank' },
];

/** Every element whose text is exactly `text` shows all of it: nothing cut off or hidden in a scroll box. */
function wholeValueShown(text: string): boolean {
  const holders = [...document.querySelectorAll<HTMLElement>('.naira-ramp *')].filter((element) => element.textContent === text && element.children.length === 0);
  return holders.length > 0 && holders.every((element) => element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1);
}

describe('long values from the service\'s lists', () => {
  for (const width of [280, 320, 375]) {
    it(`wrap inside the buy widget at ${width} px, whole, through step 1, the pay step and the review`, async () => {
      await page.viewport(width, 700);
      const chain = createChain({ mock: { vendors: VENDORS } });
      const { user } = renderRamp(<BuyRamp signer={chain.signer} />);
      const long = await screen.findByRole('radio', { name: new RegExp(LONG_NAME.slice(0, 40)) });
      // The 5,000-character name is longer than a buy body takes: it is not offered at all.
      expect(screen.getAllByRole('radio')).toHaveLength(2);
      expect(overflowing()).toEqual([]);
      expect(wholeValueShown(LONG_NAME)).toBe(true);
      expect(wholeValueShown(LONG_BANK)).toBe(true);

      await user.type(screen.getByLabelText('Amount in naira'), '25000');
      await user.click(long);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await stepHeading('Pay the vendor');
      expect(overflowing()).toEqual([]);
      expect(wholeValueShown(LONG_NAME)).toBe(true);
      await user.click(screen.getByRole('button', { name: 'I have paid' }));
      await buyProofToReview(user);
      await screen.findByRole('button', { name: 'Change amount or vendor' });
      expect(overflowing()).toEqual([]);
    });
  }

  it('wrap inside the sell widget at 280 px: a long bank from the list and the bank\'s long name for the account', async () => {
    await page.viewport(280, 700);
    const longBank = 'FirstCityMonumentBankLimited'.repeat(3);
    const holder = 'OLUWASEUNADEBAYOOKONKWOEZE'.repeat(4);
    const resolver = createMockRampService({ accounts: [{ bankName: longBank, accountNumber: '9480948372', accountName: holder }] });
    const chain = createChain({ mock: { banks: [{ name: longBank, code: '214' }, { name: 'Wema Bank', code: '035' }] }, signer: { resolveAccountName: resolver.resolveAccountName } });
    const { user } = renderRamp(<SellRamp signer={chain.signer} />);
    await sellToBankStep(user);
    await user.type(screen.getByLabelText('Bank'), longBank);
    await user.type(screen.getByLabelText('Account number'), '9480948372');
    await screen.findByText(holder);
    expect(overflowing()).toEqual([]);
    expect(wholeValueShown(holder)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Review');
    expect(overflowing()).toEqual([]);
    expect(wholeValueShown(holder)).toBe(true);
    expect(wholeValueShown(longBank)).toBe(true);
  });
});
