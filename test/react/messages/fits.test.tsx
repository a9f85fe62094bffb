import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { BuyRamp, SellRamp } from '../../../src';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../src/mock';
import { createChain, renderRamp } from '../support';
import { overflowing } from '../ui/overflow';
import { SHIPPED } from './catalogues';
import { buyToReview, heading, sellToReview } from './walkers';

afterEach(async () => {
  await page.viewport(414, 896);
});

// The narrowest widget (280 px) with the longest words of each language: no step, button or notice reaches
// past its edge (a word cut or a line run out), both flows to the receipt, with the switch in the header.
describe.each(SHIPPED)('in $language, at 280 px', ({ language, catalogue: m }) => {
  it('every step of both flows fits', async () => {
    await page.viewport(320, 700);
    const seen: string[] = [];
    const check = async () => {
      const step = document.querySelector('[data-naira-ramp]')!.getAttribute('data-step');
      seen.push(...overflowing().map((what) => `${step}: ${what}`));
    };
    const languages = ['en-NG', 'pcm', 'yo', 'ha', 'ig'];
    const chain = createChain({ mock: { lifecycle: { settleAfterMs: 3_600_000 } }, signer: { depositAddresses: { stellar: MOCK_DEPOSIT_ADDRESSES.stellar } } });
    const buy = renderRamp(<div style={{ width: 280 }}><BuyRamp signer={chain.signer} locale={language} languages={languages} /></div>);
    await screen.findByRole('combobox', { name: m.language });
    await buyToReview(buy.user, m, check);
    await buy.user.click(screen.getByRole('button', { name: m.submitBuy }));
    await heading(m.receiptStepTitle);
    await screen.findByRole('button', { name: m.copyReference });
    await check();
    buy.unmount();
    const sell = renderRamp(<div style={{ width: 280 }}><SellRamp signer={chain.signer} locale={language} languages={languages} /></div>);
    await sellToReview(sell.user, m, check);
    await sell.user.click(screen.getByRole('button', { name: m.submitSell }));
    await heading(m.receiptStepTitle);
    await screen.findByRole('button', { name: m.copyReference });
    await check();
    await sell.user.click(screen.getByRole('button', { name: m.startAnother }));
    await screen.findByRole('button', { name: m.stayOnRequest });
    await check();
    expect(seen).toEqual([]);
  });
});
