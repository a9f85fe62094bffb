import jsQR from 'jsqr';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES, MOCK_VENDORS } from '../../src/mock';
import { defaultMessages as m } from '../../src/react/messages/defaults';
import { startDemo, type DemoServer } from './support/demo-server';
import { driver } from './support/drive';
import { SELL, buyWidget, sellFlow, sellWidget } from './support/flows';
import { closeWhenFinished } from './support/failure-report';
import { openChromium } from './support/browser';

// The demo as a newcomer starts it (no RAMP_* settings): its signer has a deposit address for every
// network and the mock's quote, so a sale can be finished and both flows say what the person receives.
let demo: DemoServer;
let browser: Browser;

beforeAll(async () => {
  demo = await startDemo({ RAMP_BASE_URL: '', RAMP_SECRET_KEY: '', RAMP_BUSINESS_ID: '', RAMP_LINK_TAG: '' });
  browser = await openChromium();
});
afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

describe('the demo with no configuration', () => {
  it('shows "You receive" on the amount step of a buy and of a sell, before review', async (context) => {
    const page = await browser.newPage();
    closeWhenFinished(page, context);
    await page.goto(`${demo.url}/`);
    const buy = buyWidget(page);
    await buy.getByRole('radio', { name: new RegExp(MOCK_VENDORS[0]!.venderName) }).waitFor();
    await buy.getByLabel(m.amountLabel).fill('25000');
    await expect.poll(() => buy.locator('[data-slot="quote"]').innerText(), { timeout: 10_000 }).toMatch(/^You receive ≈ 24,900\.00 cNGN/);
    const sell = sellWidget(page);
    await sell.getByLabel(m.sellAmountLabel).fill('120.5');
    await expect.poll(() => sell.locator('[data-slot="quote"]').innerText(), { timeout: 10_000 }).toMatch(/^You receive ≈ ₦180,250\.00/);
  });

  it('ends a sell on Polygon with the configured address as text and as a QR code that decodes to it', async (context) => {
    const page = await browser.newPage();
    closeWhenFinished(page, context);
    await page.goto(`${demo.url}/`);
    await sellFlow(page, driver(page, 'mouse'));
    // The demo's signer looks the payout account up in its mock: the receipt names the bank's holder.
    await expect.poll(() => sellWidget(page).getByText(new RegExp(SELL.payee)).count()).toBeGreaterThan(0);
    // The payout the service's record states is the estimate the quote gave: 50.25 × ₦1,500 − ₦500.
    const receive = sellWidget(page).locator('dt', { hasText: 'You receive' }).locator('xpath=following-sibling::dd[1]');
    await expect(receive.innerText()).resolves.toMatch(/^₦74,875\.00 into /);
    const deposit = sellWidget(page).locator('[data-slot="deposit"]');
    await expect.poll(() => deposit.innerText()).toContain(`Send exactly ${SELL.amount} ${SELL.asset}`);
    // Shown in groups of four that wrap whole, read out whole from one hidden copy.
    const shown = await deposit.locator('.nr-deposit-address [data-slot="groups"]').innerText();
    expect(shown.replace(/\s/g, '')).toBe(MOCK_DEPOSIT_ADDRESSES.polygon);
    await expect(deposit.locator('.nr-deposit-address .nr-visually-hidden').textContent()).resolves.toBe(MOCK_DEPOSIT_ADDRESSES.polygon);

    const qr = deposit.getByRole('img', { name: `QR code of the Polygon deposit address ${MOCK_DEPOSIT_ADDRESSES.polygon}` });
    await qr.waitFor();
    // The drawing as the browser painted it (a screenshot of the element), read back pixel by pixel and decoded by an independent reader.
    expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
    const png = (await qr.screenshot()).toString('base64');
    const pixels = await page.evaluate(async (base64) => {
      const picture = new Image();
      picture.src = `data:image/png;base64,${base64}`;
      await picture.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 400;
      canvas.height = 400;
      const context = canvas.getContext('2d')!;
      context.drawImage(picture, 0, 0, 400, 400);
      return Array.from(context.getImageData(0, 0, 400, 400).data);
    }, png);
    const decoded = jsQR(Uint8ClampedArray.from(pixels), 400, 400);
    expect(decoded?.data).toBe(MOCK_DEPOSIT_ADDRESSES.polygon);
  });
});
