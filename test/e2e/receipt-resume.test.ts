import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultMessages as m } from '../../src/react/messages/defaults';
import { startDemo, type DemoServer } from './support/demo-server';
import { driver } from './support/drive';
import { BUY, buyFlow, buyWidget, expectStep } from './support/flows';
import { closeWhenFinished } from './support/failure-report';
import { openChromium } from './support/browser';

// The demo as `npm start` runs it: its in-process mock settles each transaction a moment after creation.
let demo: DemoServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  demo = await startDemo({ RAMP_BASE_URL: '', RAMP_SECRET_KEY: '', RAMP_BUSINESS_ID: '', RAMP_LINK_TAG: '', RAMP_MOCK_SETTLE_MS: '1500' });
  browser = await openChromium();
});
afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});
beforeEach(async (context) => {
  page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  closeWhenFinished(page, context);
});

const chip = () => buyWidget(page).locator('.nr-status');

describe('the demo receipt and resuming', () => {
  it('follows the status to completed with no reload, and comes back to the receipt after one', async () => {
    await page.goto(`${demo.url}/`);
    await buyFlow(page, driver(page, 'mouse'));
    await expect.poll(() => chip().textContent(), { timeout: 10_000 }).toMatch(/Pending|Completed/);
    await expect.poll(() => chip().textContent(), { timeout: 30_000 }).toBe('Status: Completed');
    const reference = await buyWidget(page).locator('.nr-reference-value').textContent();

    await page.reload();
    // The kept receipt comes back under the heading its status gives (settled: what was done).
    await buyWidget(page).getByRole('heading', { level: 3, name: m.receiptSettledTitle('buy', 'completed') }).waitFor();
    await expect.poll(() => buyWidget(page).locator('.nr-reference-value').textContent(), { timeout: 10_000 }).toBe(reference);
    await expect.poll(() => chip().textContent(), { timeout: 10_000 }).toBe('Status: Completed');
  });

  it('comes back to the pay step with the same vendor and amount after a reload', async () => {
    await page.goto(`${demo.url}/`);
    const w = buyWidget(page);
    const drive = driver(page, 'mouse');
    await w.getByRole('radio', { name: new RegExp(BUY.vendor.venderName) }).waitFor();
    await drive.fill(w.getByLabel(m.amountLabel), '30000');
    await drive.choose(w.getByRole('radio', { name: new RegExp(BUY.vendor.venderName) }));
    await drive.press(w.getByRole('button', { name: m.continue }));
    await expectStep(w, m.payStepTitle);

    await page.reload();
    await w.getByRole('heading', { level: 3, name: m.payStepTitle }).waitFor();
    await expect(w.getByText(/Send exactly ₦30,000.00/).isVisible()).resolves.toBe(true);
    await w.getByText(BUY.vendor.venderName).waitFor();
    await expect(w.getByText(BUY.vendor.vendorNumber).isVisible()).resolves.toBe(true);
  });
});
