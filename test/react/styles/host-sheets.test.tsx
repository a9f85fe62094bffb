import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import type { Appearance } from '../../../src/react/config/types';
import { buyToReview, createChain, expectNoAxeViolations, renderRamp, sellToReview, stepHeading } from '../support';
import { MOCK_DEPOSIT_ADDRESSES, createMockQuote } from '../../../src/mock';
import { HOST_SHEETS, hostSheetChanges } from './look';

/** Every host sheet, before and after the widget's own, changes nothing in the widget's computed look. */
function expectHolds(root: Element) {
  expect(hostSheetChanges(root)).toEqual({});
}

const widget = () => document.querySelector('.naira-ramp')!;

/** axe finds nothing in the widget with each host sheet on the page. */
async function expectAxeCleanUnderEachSheet() {
  for (const css of Object.values(HOST_SHEETS)) {
    const sheet = document.head.appendChild(document.createElement('style'));
    sheet.textContent = css;
    try {
      await expectNoAxeViolations(widget());
    } finally {
      sheet.remove();
    }
  }
}

beforeAll(async () => {
  // Wide enough for create-vite's 18px root font size, which applies above 1024px.
  await page.viewport(1280, 900);
});

describe.each<Appearance>(['light', 'dark'])('host sheets change nothing a person sees, %s', (appearance) => {
  it('in every buy step, an error and the receipt', async () => {
    const { user } = renderRamp(
      <div style={{ width: '480px' }}>
        <BuyRamp signer={createChain().signer} appearance={appearance} />
      </div>,
    );
    await screen.findByRole('radio', { name: /Adaeze/ });
    expectHolds(widget());
    await expectAxeCleanUnderEachSheet();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('textbox', { name: 'Amount in naira', description: /Enter an amount/ });
    expectHolds(widget());
    await user.type(screen.getByLabelText('Amount in naira'), '25000');
    await user.click(screen.getByRole('radio', { name: /Adaeze/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Pay the vendor');
    expectHolds(widget());
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    await stepHeading('Proof of payment');
    expectHolds(widget());
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Pay the vendor');
    // Paid already: the pay step asks for nothing and goes on with Continue.
    expectHolds(widget());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Bank you paid from'), 'Acc');
    await screen.findByRole('option', { name: /Access Bank/ });
    expectHolds(widget());
    await user.clear(screen.getByLabelText('Bank you paid from'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Pay the vendor');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Proof of payment');
  }, 60_000);

  it('on the review, the buy receipt and the sell receipt with its deposit instructions and quote', async () => {
    const chain = createChain();
    const { user, unmount } = renderRamp(
      <div style={{ width: '480px' }}>
        <BuyRamp signer={chain.signer} appearance={appearance} />
      </div>,
    );
    await buyToReview(user);
    expectHolds(widget());
    await user.click(screen.getByRole('button', { name: 'Confirm and buy' }));
    await stepHeading('Request received');
    await user.click(await screen.findByText('More details'));
    expectHolds(widget());
    unmount();
    sessionStorage.clear();
    const sell = renderRamp(
      <div style={{ width: '320px' }}>
        <SellRamp signer={createChain({ signer: { depositAddresses: MOCK_DEPOSIT_ADDRESSES, quote: createMockQuote() } }).signer} appearance={appearance} />
      </div>,
    );
    await sellToReview(sell.user);
    await sell.user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
    await stepHeading('Request received');
    await screen.findByRole('img', { name: /QR code/ });
    expectHolds(widget());
    await expectAxeCleanUnderEachSheet();
  }, 60_000);
});
