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

type Run = { widths: readonly number[]; mode: Mode; axe: boolean };

/**
 * Runs one flow at the first of `widths` and collects every layout problem on every step at each of
 * the widths (the page resized there and back: the same screen, laid out at each phone's width), in
 * light and dark, and axe's findings at the first width.
 */
async function phoneRun(flow: 'buy' | 'sell', { widths, mode, axe }: Run): Promise<string[]> {
  const [first] = widths;
  await page.setViewportSize({ width: first!, height: 720 });
  await page.goto(`${chain.demo.url}/`);
  const widget: Locator = flow === 'buy' ? buyWidget(page) : sellWidget(page);
  const found: string[] = [];
  const onStep = async (step: string) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 720 });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const line of await layoutProblems(widget)) found.push(`[${width}px ${scheme} ${step}] ${line}`);
        if (screenshots) {
          mkdirSync(screenshots, { recursive: true });
          await widget.screenshot({ path: join(screenshots, `${flow}-${width}-${scheme}-${step}.png`) });
        }
      }
    }
    await page.setViewportSize({ width: first!, height: 720 });
    await page.emulateMedia({ colorScheme: 'light' });
    if (axe) for (const line of await axeLightAndDark(page, widget)) found.push(`[${first}px ${step}] ${line}`);
  };
  try {
    await (flow === 'buy' ? buyFlow : sellFlow)(page, driver(page, mode), { onStep });
  } catch (error) {
    if (screenshots) await widget.screenshot({ path: join(screenshots, `${flow}-${first}-${mode}-failed.png`) });
    throw error;
  }
  return found;
}

describe('phone-first layout: no sideways scroll, no word broken, buttons on one line', () => {
  for (const flow of ['buy', 'sell'] as const) {
    it(`${flow} at 320 px by keyboard, axe clean on every step in light and dark`, async () => {
      expect(await phoneRun(flow, { widths: [320], mode: 'keyboard', axe: true })).toEqual([]);
    });
    // One run by mouse checks every step at each phone width.
    it(`${flow} at 320 px by mouse, axe clean on every step in light and dark; every step also at 375 and 414 px`, async () => {
      expect(await phoneRun(flow, { widths: [320, 375, 414], mode: 'mouse', axe: true })).toEqual([]);
    });
  }
});
