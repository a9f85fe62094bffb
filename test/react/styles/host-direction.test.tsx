import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyRamp } from '../../../src/react/buy/BuyRamp';
import { SellRamp } from '../../../src/react/sell/SellRamp';
import { createChain, renderRamp } from '../support';
import { changedLines, look } from './look';

// The visually hidden live region is placed where it stands (no offsets given) against the page, its containing
// block: its computed left and right follow the page's direction, while its box in the widget (a line of its own) does not.
const PAGE_OFFSETS = /nr-visually-hidden (left|right|inset-inline-start|inset-inline-end):/;

/** What a right-to-left page (`<html dir="rtl">`, or a section of it) changes in the widget's look. */
function changedUnderRtl(container: HTMLElement, root: Element): string[] {
  const without = look(root);
  container.dir = 'rtl';
  try {
    return changedLines(without, look(root), 12, PAGE_OFFSETS);
  } finally {
    container.removeAttribute('dir');
  }
}

// Every language the widget speaks is written left to right: a page laid out right to left (Arabic, say)
// must not mirror it, put its sentences' full stops first or right-align its amounts.
describe('on a right-to-left page', () => {
  it('the buy and sell widgets keep their left-to-right look', async () => {
    const { signer } = createChain();
    const { container } = renderRamp(
      <div style={{ width: '480px' }}>
        <BuyRamp signer={signer} defaultValues={{ amount: '25000' }} />
        <SellRamp signer={signer} />
      </div>,
    );
    await screen.findByRole('radio', { name: /Adaeze/ });
    for (const root of container.querySelectorAll('.naira-ramp')) {
      expect(changedUnderRtl(container, root)).toEqual([]);
    }
  });
});
