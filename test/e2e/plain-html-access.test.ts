import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultMessages as m } from '../../src';
import { axeLightAndDark } from './support/axe';
import { driver, isFocused } from './support/drive';
import { buyFlow, buyWidget, sellFlow, sellWidget } from './support/flows';
import { layoutProblems } from './support/layout';
import { usePlainHtmlSite, type PlainHtmlSite } from './support/plain-html-site';

// Inside shadow DOM, as on the demo page: axe, layout at a phone's width, and where focus goes.
let site: PlainHtmlSite;
let page: Page;

usePlainHtmlSite((started) => (site = started), (opened) => (page = opened), { width: 375, height: 800 });

/** Runs axe (light and dark) on the element, shadow tree included, and checks its layout in both schemes. */
async function checkStep(host: Locator, widget: Locator, step: string): Promise<string[]> {
  const found = (await axeLightAndDark(page, host)).map((line) => `[${step}] ${line}`);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const line of await layoutProblems(widget)) found.push(`[${step} ${colorScheme}] ${line}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

/** Where focus is, looking into the elements' shadow roots: which element holds it, and the control's name. */
function focusStop(page: Page): Promise<{ host: string; name: string }> {
  return page.evaluate(() => {
    let active = document.activeElement as HTMLElement | null;
    let host = 'page';
    while (active?.shadowRoot?.activeElement) {
      host = active.localName;
      active = active.shadowRoot.activeElement as HTMLElement;
    }
    const input = active as HTMLInputElement | null;
    const name = input?.labels?.[0]?.textContent ?? input?.getAttribute('aria-label') ?? input?.textContent ?? '';
    return { host, name: `${active?.localName ?? ''}${input?.type === 'radio' ? ' radio' : ''} ${name.trim()}` };
  });
}

describe('<naira-buy-ramp> and <naira-sell-ramp> at 375 px', () => {
  it('a buy by keyboard alone: axe finds nothing on any step in light or dark, nothing overflows', async () => {
    await page.goto(`${site.url}/`);
    const host = page.locator('naira-buy-ramp');
    await buyFlow(page, driver(page, 'keyboard'), { onStep: async (step) => void expect(await checkStep(host, buyWidget(page), step)).toEqual([]) });
  });

  it('a sell by keyboard alone: axe finds nothing on any step in light or dark, nothing overflows', async () => {
    await page.goto(`${site.url}/`);
    const host = page.locator('naira-sell-ramp');
    await sellFlow(page, driver(page, 'keyboard'), { onStep: async (step) => void expect(await checkStep(host, sellWidget(page), step)).toEqual([]) });
  });
});

describe('focus order from the page into the elements and out', () => {
  it('Tab goes from the page into the buy widget, through it, into the sell widget, through it and back out; Shift+Tab comes back', async () => {
    await page.goto(`${site.url}/`);
    await buyWidget(page).getByRole('radio').first().waitFor();
    await sellWidget(page).getByRole('radio').first().waitFor();
    await page.getByLabel('Order note').focus();

    const stops: Array<{ host: string; name: string }> = [];
    for (let presses = 0; presses < 20; presses += 1) {
      await page.keyboard.press('Tab');
      const stop = await focusStop(page);
      stops.push(stop);
      if (stop.host === 'page') break;
    }
    expect(stops).toEqual([
      { host: 'naira-buy-ramp', name: `input ${m.amountLabel}` },
      { host: 'naira-buy-ramp', name: expect.stringMatching(/^input radio /) },
      { host: 'naira-buy-ramp', name: `button ${m.continue}` },
      { host: 'naira-sell-ramp', name: expect.stringMatching(/^input radio USDT/) },
      { host: 'naira-sell-ramp', name: `input ${m.sellAmountLabel}` },
      { host: 'naira-sell-ramp', name: `button ${m.continue}` },
      { host: 'page', name: 'a Back to the shop' },
    ]);

    await page.keyboard.press('Shift+Tab');
    expect(await focusStop(page)).toEqual({ host: 'naira-sell-ramp', name: `button ${m.continue}` });
  });

  it('a failed Continue moves focus to the first invalid field inside the shadow root, its error tied to it', async () => {
    await page.goto(`${site.url}/`);
    const widget = buyWidget(page);
    await widget.getByRole('radio').first().waitFor();
    await page.getByLabel('Order note').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type('100');
    await page.keyboard.press('Enter');

    const amount = widget.getByLabel(m.amountLabel);
    await expect.poll(() => isFocused(amount)).toBe(true);
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    // aria-describedby names ids in the element's own shadow tree, where its label and error live.
    const described = await amount.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => (input.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(described).toContain('₦20,000.00');
  });
});
