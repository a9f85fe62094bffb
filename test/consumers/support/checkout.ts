import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { driver } from '../../e2e/support/drive';
import { buyFlow, buyWidget, sellFlow, sellWidget } from '../../e2e/support/flows';
import { watchConsole } from './browser';

/** What one buy and one sell left behind: the page's console lines and what the signer answered. */
export type Checkout = { page: Page; problems: string[]; logs: string[]; created: Array<{ route: string; status: number; body: unknown }> };

/** CONSUMER_SCREENSHOTS=<folder> keeps a picture of each receipt, to look at what a host gets. */
async function keepScreenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.CONSUMER_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

/**
 * Opens the host's page in Chromium and completes one buy and one sell to their receipts, as a
 * person would with a mouse; each receipt waits until its status is settled ("completed"), which
 * the page learns from the signer's status route (and that from the webhooks or the lookup).
 */
export async function buyAndSell(browser: Browser, url: string, name: string): Promise<Checkout> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = watchConsole(page);
  const logs: string[] = [];
  page.on('console', (message) => message.type() === 'log' && logs.push(message.text()));
  const created: Checkout['created'] = [];
  page.on('response', (response) => {
    const route = /\/api\/ramp\/(onramp|offramp)$/.exec(response.url())?.[1];
    if (route) void response.json().then((body: unknown) => created.push({ route, status: response.status(), body }), () => created.push({ route, status: response.status(), body: undefined }));
  });
  await page.goto(url);
  // A page that crashed says why instead of timing out silently.
  await sellWidget(page).waitFor({ timeout: 20_000 }).catch((error: unknown) => {
    throw new Error(`The widgets never rendered:\n${problems.join('\n')}`, { cause: error });
  });
  const drive = driver(page, 'mouse');
  await buyFlow(page, drive);
  await sellFlow(page, drive);
  for (const widget of [buyWidget(page), sellWidget(page)]) {
    await expect.poll(() => widget.locator('[data-slot="receipt-status"]').getAttribute('data-status'), { timeout: 20_000 }).toBe('completed');
  }
  await keepScreenshot(page, name);
  return { page, problems, logs, created };
}
