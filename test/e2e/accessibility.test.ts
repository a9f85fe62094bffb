import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startChain, type Chain } from './support/chain';
import { axeViolations } from './support/axe';
import { driver } from './support/drive';
import { buyFlow, buyWidget, sellFlow, sellWidget, type OnStep } from './support/flows';

let chain: Chain;
let page: Page;

beforeAll(async () => {
  chain = await startChain();
});
afterAll(async () => {
  await chain?.stop();
});
beforeEach(async (context) => {
  page = await chain.browser.newPage({ viewport: { width: 1280, height: 900 } });
  context.onTestFinished(() => page.close());
});

/** Checks a step in the light and the dark scheme (the demo's widgets follow the system setting). */
function axeEveryStep(widget: Locator, found: string[]): OnStep {
  return async (step) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      // The scheme is applied to the widget before axe measures contrast.
      await page.waitForFunction((dark) => window.matchMedia('(prefers-color-scheme: dark)').matches === dark, colorScheme === 'dark');
      for (const line of await axeViolations(page, widget)) found.push(`[${step}, ${colorScheme}] ${line}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  };
}

describe('axe (WCAG 2.2 A and AA) on every step, light and dark', () => {
  it('finds no violation in the buy flow', async () => {
    await page.goto(`${chain.demo.url}/`);
    const found: string[] = [];
    await buyFlow(page, driver(page, 'mouse'), axeEveryStep(buyWidget(page), found));
    expect(found).toEqual([]);
  });

  it('finds no violation in the sell flow', async () => {
    await page.goto(`${chain.demo.url}/`);
    const found: string[] = [];
    await sellFlow(page, driver(page, 'mouse'), axeEveryStep(sellWidget(page), found));
    expect(found).toEqual([]);
  });
});
