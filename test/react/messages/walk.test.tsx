import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { BuyRamp, SellRamp } from '../../../src';
import type { Appearance } from '../../../src';
import { firstMessages } from '../../../src/react/messages/first';
import { laterMessages } from '../../../src/react/messages/later';
import type { Catalogue } from '../../../src/react/messages/catalogue';
import { defaultDialogMessages } from '../../../src/react/messages/dialog';
import { axeViolations, createChain, renderRamp } from '../support';
import { SHIPPED } from './catalogues';
import { englishLeft, shownIn } from './english-left';
import { buyToReview, heading, sellToReview } from './walkers';

const ENGLISH = { ...firstMessages, ...laterMessages, dialog: defaultDialogMessages } as Catalogue;
const LANGUAGES = [{ language: 'en-NG', catalogue: ENGLISH, tag: 'en-NG' }, ...SHIPPED.map(({ language, catalogue }) => ({ language, catalogue, tag: language }))];

/** What each step shows: English left in it, and axe's violations. */
async function look(catalogue: Catalogue, tag: string, seen: string[]) {
  const root = document.querySelector('[data-naira-ramp]')!;
  expect(root.getAttribute('lang')).toBe(tag);
  const step = root.getAttribute('data-step');
  if (catalogue !== ENGLISH) seen.push(...englishLeft(catalogue, shownIn(root)).map((word) => `${step}: ${word}`));
  seen.push(...(await axeViolations(root)).map((violation) => `${step}: ${violation}`));
}

describe.each(LANGUAGES)('in $language', ({ language, catalogue, tag }) => {
  it.each<[number, Appearance]>([
    [320, 'light'],
    [1280, 'dark'],
  ])('walks both flows to the receipt at %i px, %s: no English left, axe clean, lang on the root', async (width, appearance) => {
    await page.viewport(width, 900);
    const seen: string[] = [];
    const check = () => look(catalogue, tag, seen);
    const m = catalogue;
    const buy = renderRamp(<BuyRamp signer={createChain().signer} locale={language} appearance={appearance} />);
    await buyToReview(buy.user, m, check);
    await buy.user.click(screen.getByRole('button', { name: m.submitBuy }));
    await heading(m.receiptStepTitle);
    await screen.findByText(m.statusLabels.pending);
    await check();
    buy.unmount();
    const sell = renderRamp(<SellRamp signer={createChain().signer} locale={language} appearance={appearance} />);
    await sellToReview(sell.user, m, check);
    await sell.user.click(screen.getByRole('button', { name: m.submitSell }));
    await heading(m.receiptStepTitle);
    await screen.findByText(m.statusLabels.pending);
    await check();
    expect(seen).toEqual([]);
  });
});
