import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PARTS } from '../../src/elements';
import { defaultMessages as m } from '../../src';
import { driver } from './support/drive';
import { buyWidget, sellFlow, sellWidget } from './support/flows';
import { usePlainHtmlSite, type PlainHtmlSite } from './support/plain-html-site';

// What the page's CSS can and cannot do to the widgets in their shadow roots.
let site: PlainHtmlSite;
let page: Page;

usePlainHtmlSite((started) => (site = started), (opened) => (page = opened), { width: 1280, height: 900 });

/** Computed styles of the buy widget's title and Continue button. */
function looks(page: Page) {
  const widget = buyWidget(page);
  const read = (element: Element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor, font: style.fontFamily, letterSpacing: style.letterSpacing, transform: style.textTransform, decoration: style.textDecorationLine };
  };
  return Promise.all([widget.getByRole('heading', { level: 2 }).evaluate(read), widget.getByRole('button', { name: m.continue }).evaluate(read)]);
}

describe('styling the elements from the page', () => {
  it("keeps the page's rules out: a rule for every button, heading and the widget's own classes changes nothing inside", async () => {
    await page.goto(`${site.url}/`);
    await buyWidget(page).getByRole('radio').first().waitFor();
    const [title, button] = await looks(page);
    await page.addStyleTag({
      content: `
        h2, button, input, .naira-ramp, .nr-button, .nr-title, [data-slot] { color: rgb(255, 0, 0) !important; background: rgb(255, 0, 0) !important; font-family: monospace !important; }
        body { letter-spacing: 9px; text-transform: uppercase; font-family: monospace; }`,
    });
    expect(await looks(page)).toEqual([title, button]);
    expect(title).toMatchObject({ letterSpacing: 'normal', transform: 'none' });
    expect(button.background).not.toBe('rgb(255, 0, 0)');
  });

  it('lets the page theme through inherited --nr-* custom properties and ::part()', async () => {
    await page.goto(`${site.url}/`);
    await buyWidget(page).getByRole('radio').first().waitFor();
    await page.addStyleTag({
      content: `
        main naira-buy-ramp { --nr-color-primary: rgb(1, 2, 3); }
        naira-buy-ramp::part(title) { text-decoration-line: underline; }
        naira-buy-ramp::part(submit) { letter-spacing: 2px; }`,
    });
    const [title, button] = await looks(page);
    expect(button.background).toBe('rgb(1, 2, 3)');
    expect(title.decoration).toBe('underline');
    expect(button.letterSpacing).toBe('2px');
  });

  it('names every documented part somewhere in a flow', async () => {
    const named = new Set<string>();
    const collect = async () => {
      for (const tag of ['naira-buy-ramp', 'naira-sell-ramp']) {
        const parts = await page.locator(tag).evaluate((element) => [...element.shadowRoot!.querySelectorAll('[part]')].flatMap((part) => [...part.part]));
        parts.forEach((part) => named.add(part));
      }
    };
    await page.goto(`${site.url}/`);
    await buyWidget(page).getByRole('radio').first().waitFor();
    // A field's error, after Continue with nothing filled in.
    await buyWidget(page).getByRole('button', { name: m.continue }).click();
    await buyWidget(page).locator('[data-slot="field-error"]').first().waitFor();
    await collect();
    // The submission's error, then the receipt's status and deposit instructions after "Try again".
    site.mockServer.mock.setFaults({ route: 'offramp', status: 503, times: 1 });
    await sellFlow(page, driver(page, 'mouse'), { stopAt: 'review' });
    await sellWidget(page).getByRole('button', { name: m.submitSell }).click();
    await sellWidget(page).locator('[data-slot="error"]').waitFor();
    await collect();
    await sellWidget(page).getByRole('button', { name: m.tryAgain }).click();
    await sellWidget(page).locator('[data-slot="deposit"]').waitFor();
    await collect();
    // The quote line appears only with a signer that quotes; this site's does not.
    expect(Object.keys(PARTS).filter((part) => part !== 'quote' && !named.has(part))).toEqual([]);
  });
});
