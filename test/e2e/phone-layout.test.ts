import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeLightAndDark } from './support/axe';
import { useChainWithPages, type Chain } from './support/chain';
import { driver, type Mode } from './support/drive';
import { buyFlow, buyWidget, sellFlow, sellWidget } from './support/flows';
import { layoutProblems } from './support/layout';

let chain: Chain;
let page: Page;

useChainWithPages((started) => (chain = started), (opened) => (page = opened), { resetMock: false });

// Set SCREENSHOT_DIR to keep a picture of every step at every width, light and dark, to look at.
const screenshots = process.env.SCREENSHOT_DIR;

type Run = { width: number; mode: Mode; axe: boolean };

/** Runs one flow at a phone width and collects every layout problem (and axe's findings) on every step. */
async function phoneRun(flow: 'buy' | 'sell', { width, mode, axe }: Run): Promise<string[]> {
  await page.setViewportSize({ width, height: 720 });
  await page.goto(`${chain.demo.url}/`);
  const widget: Locator = flow === 'buy' ? buyWidget(page) : sellWidget(page);
  const found: string[] = [];
  const onStep = async (step: string) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const line of await layoutProblems(widget)) found.push(`[${width}px ${scheme} ${step}] ${line}`);
      if (screenshots) {
        mkdirSync(screenshots, { recursive: true });
        await widget.screenshot({ path: join(screenshots, `${flow}-${width}-${scheme}-${step}.png`) });
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    if (axe) for (const line of await axeLightAndDark(page, widget)) found.push(`[${width}px ${step}] ${line}`);
  };
  try {
    await (flow === 'buy' ? buyFlow : sellFlow)(page, driver(page, mode), { onStep });
  } catch (error) {
    if (screenshots) await widget.screenshot({ path: join(screenshots, `${flow}-${width}-${mode}-failed.png`) });
    throw error;
  }
  return found;
}

describe('phone-first layout: no sideways scroll, no word broken, buttons on one line', () => {
  for (const flow of ['buy', 'sell'] as const) {
    for (const mode of ['keyboard', 'mouse'] as const) {
      it(`${flow} at 320 px by ${mode}, axe clean on every step in light and dark`, async () => {
        expect(await phoneRun(flow, { width: 320, mode, axe: true })).toEqual([]);
      });
    }
    for (const width of [375, 414]) {
      it(`${flow} at ${width} px`, async () => {
        expect(await phoneRun(flow, { width, mode: 'mouse', axe: false })).toEqual([]);
      });
    }
  }
});
