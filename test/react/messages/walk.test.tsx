import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { BuyRamp, SellRamp } from '../../../src';
import type { Appearance } from '../../../src';
import { firstMessages } from '../../../src/react/messages/first';
import { laterMessages } from '../../../src/react/messages/later';
import type { Catalogue, RampMessages } from '../../../src/react/messages/types';
import { axeViolations, createChain, renderRamp, WALLETS } from '../support';
import { SHIPPED } from './catalogues';
import { englishLeft, shownIn } from './english-left';

type User = ReturnType<typeof renderRamp>['user'];

const ENGLISH: Catalogue = { messages: { ...firstMessages, ...laterMessages } as Catalogue['messages'], dialog: {} as Catalogue['dialog'] };
const LANGUAGES = [{ language: 'en-NG', catalogue: ENGLISH, tag: 'en-NG' }, ...SHIPPED.map(({ language, catalogue }) => ({ language, catalogue, tag: language }))];

/** What each step shows: English left in it, and axe's violations. */
async function look(catalogue: Catalogue, tag: string, seen: string[]) {
  const root = document.querySelector('[data-naira-ramp]')!;
  expect(root.getAttribute('lang')).toBe(tag);
  const step = root.getAttribute('data-step');
  if (catalogue !== ENGLISH) seen.push(...englishLeft(catalogue, shownIn(root)).map((word) => `${step}: ${word}`));
  seen.push(...(await axeViolations(root)).map((violation) => `${step}: ${violation}`));
}

const heading = (name: string) => screen.findByRole('heading', { level: 3, name }, { timeout: 5000 });

async function buyToReceipt(user: User, m: RampMessages, check: () => Promise<void>) {
  await screen.findByRole('radio', { name: /Adaeze Okonkwo/ });
  await check();
  await user.type(screen.getByLabelText(m.amountLabel), '25000');
  await user.click(screen.getByRole('radio', { name: /Adaeze Okonkwo/ }));
  await user.click(screen.getByRole('button', { name: m.continue }));
  await heading(m.payStepTitle);
  await check();
  await user.click(screen.getByRole('button', { name: m.iHavePaid }));
  await heading(m.proofStepTitle);
  await user.type(screen.getByLabelText(m.proofBankLabel), 'Access Bank');
  await user.type(screen.getByLabelText(m.proofAccountNumberLabel), '0123456780');
  await check();
  await user.click(screen.getByRole('button', { name: m.continue }));
  await heading(m.destinationStepTitle);
  await user.type(screen.getByLabelText(m.walletLabel), WALLETS.stellar);
  await check();
  await user.click(screen.getByRole('button', { name: m.continue }));
  await heading(m.reviewStepTitle);
  await check();
  await user.click(screen.getByRole('button', { name: m.submitBuy }));
  await heading(m.receiptStepTitle);
  await screen.findByText(m.statusLabels.pending);
  await check();
}

async function sellToReceipt(user: User, m: RampMessages, check: () => Promise<void>) {
  await check();
  await user.type(screen.getByLabelText(m.sellAmountLabel), '50');
  await user.click(screen.getByRole('button', { name: m.continue }));
  await heading(m.walletStepTitle);
  await user.type(screen.getByLabelText(m.sellWalletLabel), WALLETS.stellar);
  await check();
  await user.click(screen.getByRole('button', { name: m.continue }));
  await heading(m.bankStepTitle);
  await user.type(screen.getByLabelText(m.sellBankLabel), 'Wema Bank');
  await user.type(screen.getByLabelText(m.sellAccountNumberLabel), '9480948372');
  await user.type(screen.getByLabelText(m.accountNameLabel), 'Tansi Jones');
  await check();
  await user.click(screen.getByRole('button', { name: m.continue }));
  await heading(m.reviewStepTitle);
  await check();
  await user.click(screen.getByRole('button', { name: m.submitSell }));
  await heading(m.receiptStepTitle);
  await screen.findByText(m.statusLabels.pending);
  await check();
}

describe.each(LANGUAGES)('in $language', ({ language, catalogue, tag }) => {
  it.each<[number, Appearance]>([
    [320, 'light'],
    [1280, 'dark'],
  ])('walks both flows to the receipt at %i px, %s: no English left, axe clean, lang on the root', async (width, appearance) => {
    await page.viewport(width, 900);
    const seen: string[] = [];
    const check = () => look(catalogue, tag, seen);
    const buy = renderRamp(<BuyRamp signer={createChain().signer} locale={language} appearance={appearance} />);
    await buyToReceipt(buy.user, catalogue.messages, check);
    buy.unmount();
    const sell = renderRamp(<SellRamp signer={createChain().signer} locale={language} appearance={appearance} />);
    await screen.findByLabelText(catalogue.messages.sellAmountLabel);
    await sellToReceipt(sell.user, catalogue.messages, check);
    expect(seen).toEqual([]);
  });
});
