import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { MOCK_VENDORS } from '../../../src/mock';
import { defaultMessages as m } from '../../../src/react/messages/defaults';
import { isFocused, type Driver } from './drive';

/** Valid addresses per network: published examples (Stellar docs, EIP-55, the USDC mint on Solana). */
export const WALLETS = {
  stellar: 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7',
  polygon: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  solana: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
} as const;

/** What a buyer enters; the vendor is the second one listed, so choosing it takes a real choice. */
export const BUY = {
  amount: '25,000.50',
  vendor: MOCK_VENDORS[1]!,
  bank: 'Zenith Bank',
  accountNumber: '0987654321',
  accountName: 'Ngozi Obi',
  network: 'Solana',
  wallet: WALLETS.solana,
} as const;

/** What a seller enters. */
export const SELL = {
  asset: 'USDC',
  amount: '50.25',
  network: 'Polygon',
  wallet: WALLETS.polygon,
  bank: 'Wema Bank',
  accountNumber: '9480948372',
  accountName: 'Tansi Jones',
  /** The holder the mock's account-name enquiry gives for that bank and number. */
  payee: 'TANSI JONES',
} as const;

/** Called on every step once it is shown, e.g. to run axe on it. */
export type OnStep = (step: string) => Promise<void>;

/** How far a flow goes and what runs on each step. */
export type FlowOptions = { onStep?: OnStep; stopAt?: 'review' };

/** The buy widget's landmark. */
export const buyWidget = (page: Page) => page.getByRole('region', { name: m.buyTitle, exact: true });
/** The sell widget's landmark. */
export const sellWidget = (page: Page) => page.getByRole('region', { name: m.sellTitle, exact: true });

/** Waits for a step and checks that its heading took focus, as a screen reader user needs. */
export async function expectStep(widget: Locator, title: string | RegExp): Promise<void> {
  const heading = widget.getByRole('heading', { level: 3, name: title });
  await heading.waitFor();
  await expect.poll(() => isFocused(heading), { timeout: 15_000 }).toBe(true);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The receipt's heading in any state: "Request received", or how the request ended, which it reads as soon
 * as the first status check finds it settled (a mock that settles at once can get there before a check here).
 */
const receiptHeading = (flow: 'buy' | 'sell') =>
  new RegExp(`^(${[m.receiptStepTitle, m.receiptSettledTitle(flow, 'completed'), m.receiptSettledTitle(flow, 'failed')].map(escaped).join('|')})$`);

/** Waits for the receipt's status (its code loads apart from the step's title), so a check sees the whole receipt, not its placeholder. */
async function expectReceipt(widget: Locator, flow: 'buy' | 'sell'): Promise<void> {
  await expectStep(widget, receiptHeading(flow));
  await widget.locator('[data-slot="receipt-status"] .nr-status').waitFor();
}

/** Completes a buy from the amount step to the receipt (or stops on the review step). */
export async function buyFlow(page: Page, drive: Driver, { onStep = async () => {}, stopAt }: FlowOptions = {}): Promise<void> {
  const w = buyWidget(page);
  await w.getByRole('radio', { name: new RegExp(BUY.vendor.venderName) }).waitFor();
  await onStep('amount');
  await drive.fill(w.getByLabel(m.amountLabel), BUY.amount);
  await drive.choose(w.getByRole('radio', { name: new RegExp(BUY.vendor.venderName) }));
  await drive.press(w.getByRole('button', { name: m.continue }));

  await expectStep(w, m.payStepTitle);
  await onStep('pay');
  await drive.press(w.getByRole('button', { name: m.iHavePaid }));

  await expectStep(w, m.proofStepTitle);
  await onStep('proof');
  await drive.fill(w.getByLabel(m.proofBankLabel), BUY.bank);
  await drive.fill(w.getByLabel(m.proofAccountNumberLabel), BUY.accountNumber);
  await drive.fill(w.getByLabel(new RegExp(m.accountNameLabel)), BUY.accountName);
  await drive.press(w.getByRole('button', { name: m.continue }));

  await expectStep(w, m.destinationStepTitle);
  await onStep('destination');
  await drive.choose(w.getByRole('radio', { name: BUY.network }));
  await drive.fill(w.getByLabel(m.walletLabel), BUY.wallet);
  await drive.press(w.getByRole('button', { name: m.continue }));

  await expectStep(w, m.reviewStepTitle);
  await onStep('review');
  if (stopAt === 'review') return;
  await drive.press(w.getByRole('button', { name: m.submitBuy }));

  await expectReceipt(w, 'buy');
  await onStep('receipt');
}

/** Completes a sell from the amount step to the receipt (or stops on the review step). */
export async function sellFlow(page: Page, drive: Driver, { onStep = async () => {}, stopAt }: FlowOptions = {}): Promise<void> {
  const w = sellWidget(page);
  await w.getByLabel(m.sellAmountLabel).waitFor();
  await onStep('amount');
  await drive.choose(w.getByRole('radio', { name: SELL.asset }));
  await drive.fill(w.getByLabel(m.sellAmountLabel), SELL.amount);
  await drive.press(w.getByRole('button', { name: m.continue }));

  await expectStep(w, m.walletStepTitle);
  await onStep('wallet');
  await drive.choose(w.getByRole('radio', { name: SELL.network }));
  await drive.fill(w.getByLabel(m.sellWalletLabel), SELL.wallet);
  await drive.press(w.getByRole('button', { name: m.continue }));

  await expectStep(w, m.bankStepTitle);
  await onStep('bank');
  await drive.fill(w.getByLabel(m.sellBankLabel, { exact: true }), SELL.bank);
  await drive.fill(w.getByLabel(m.sellAccountNumberLabel, { exact: true }), SELL.accountNumber);
  const name = w.getByLabel(m.accountNameLabel, { exact: true });
  // Where the signer looks account names up (the demo's own mock does), the bank's name fills the field, read-only.
  if (await w.locator('[data-slot="payee"]').count()) await expect.poll(() => name.inputValue(), { timeout: 15_000 }).toBe(SELL.payee);
  else await drive.fill(name, SELL.accountName);
  await drive.press(w.getByRole('button', { name: m.continue }));

  await expectStep(w, m.reviewStepTitle);
  await onStep('review');
  if (stopAt === 'review') return;
  await drive.press(w.getByRole('button', { name: m.submitSell }));

  await expectReceipt(w, 'sell');
  await onStep('receipt');
}
