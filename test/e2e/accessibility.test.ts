import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useChainWithPages, type Chain } from './support/chain';
import { axeLightAndDark } from './support/axe';
import { driver } from './support/drive';
import { buyFlow, buyWidget, sellFlow, sellWidget, type OnStep } from './support/flows';

let chain: Chain;
let page: Page;

useChainWithPages((started) => (chain = started), (opened) => (page = opened), { resetMock: false });

/** Collects axe's findings on every step of a flow, labelled with the step. */
function axeEveryStep(widget: Locator, found: string[]): OnStep {
  return async (step) => {
    for (const line of await axeLightAndDark(page, widget)) found.push(`[${step}] ${line}`);
  };
}

describe('axe (WCAG 2.2 A and AA) on every step, light and dark', () => {
  it('finds no violation in the buy flow', async () => {
    await page.goto(`${chain.demo.url}/`);
    const found: string[] = [];
    await buyFlow(page, driver(page, 'mouse'), { onStep: axeEveryStep(buyWidget(page), found) });
    expect(found).toEqual([]);
  });

  it('finds no violation in the sell flow', async () => {
    await page.goto(`${chain.demo.url}/`);
    const found: string[] = [];
    await sellFlow(page, driver(page, 'mouse'), { onStep: axeEveryStep(sellWidget(page), found) });
    expect(found).toEqual([]);
  });
});
