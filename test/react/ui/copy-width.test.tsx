import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../src/mock';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { createChain, renderRamp, sellToReview, stepHeading } from '../support';

afterEach(async () => {
  await page.viewport(414, 896);
});

const copyButtons = () => screen.getAllByRole('button', { name: /^Copy / });

/** Each row's box within the widget (scrolling to a button moves the page, not the rows), and each copy button's width. */
function layout() {
  const widget = document.querySelector('.naira-ramp')!.getBoundingClientRect();
  const rows = [...document.querySelectorAll('.naira-ramp .nr-detail')].map((row) => {
    const box = row.getBoundingClientRect();
    return { top: box.top - widget.top, height: box.height };
  });
  const buttons = [...document.querySelectorAll('.naira-ramp button[data-state]')].map((button) => button.getBoundingClientRect().width);
  return { rows, buttons };
}

// "Copy" became the wider "Copied" for two seconds: beside a long value the value re-wrapped, and every row
// below it moved (24 px at 375 px, the transaction id). The button now keeps one width across both words.
describe('a copy button pressed', () => {
  for (const width of [320, 375]) {
    it(`at ${width} px keeps its width, and no row of the receipt moves`, async () => {
      await page.viewport(width, 900);
      const chain = createChain({ mock: { lifecycle: { settleAfterMs: 3_600_000 } }, signer: { depositAddresses: { stellar: MOCK_DEPOSIT_ADDRESSES.stellar } } });
      const { user } = renderRamp(<SellRamp signer={chain.signer} />);
      await sellToReview(user);
      await user.click(screen.getByRole('button', { name: 'Confirm and sell' }));
      await stepHeading('Request received');
      await user.click(screen.getByText('More details'));
      // Every row there is: the status route's first answer adds when the status was last updated.
      await screen.findByText('Status last updated');

      const names = copyButtons().map((button) => button.getAttribute('aria-label') ?? button.innerText);
      expect(names).toEqual(expect.arrayContaining(['Copy reference', 'Copy stellar deposit address', 'Copy transaction ID']));
      for (const name of names) {
        const before = layout();
        await user.click(screen.getByRole('button', { name }));
        const copied = await screen.findByRole('button', { name: name.replace(/^Copy/, 'Copied') });
        expect(copied.innerText).toBe('Copied');
        const after = layout();
        expect(after.rows, `the rows, after ${name}`).toEqual(before.rows);
        expect(after.buttons, `the copy buttons' widths, after ${name}`).toEqual(before.buttons);
      }
    });
  }
});
