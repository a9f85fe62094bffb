import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultMessages as m } from '../../src';
import { catalogue as ha } from '../../src/react/messages/catalogues/ha';
import { catalogue as yo } from '../../src/react/messages/catalogues/yo';
import { buyWidget, sellWidget, WALLETS } from './support/flows';
import { usePlainHtmlSite, type PlainHtmlSite } from './support/plain-html-site';

// The elements' attributes and properties, as a page's own script uses them.
let site: PlainHtmlSite;
let page: Page;
let errors: string[];

usePlainHtmlSite((started) => (site = started), (opened) => (page = opened), { width: 1280, height: 900 });
beforeEach(() => {
  errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A 404 the browser logs is the signer saying it gives no quotes, not an error of the element's.
  page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(message.text()));
});

const buy = (page: Page) => page.locator('naira-buy-ramp');
const appearance = (page: Page) => buyWidget(page).evaluate((root) => root.getAttribute('data-appearance'));

async function open(page: Page): Promise<void> {
  await page.goto(`${site.url}/`);
  await buyWidget(page).getByRole('radio').first().waitFor();
}

describe('attributes', () => {
  it('reads each into its property and the widget: appearance set, changed and removed', async () => {
    await open(page);
    expect(await buy(page).evaluate((element: HTMLElementTagNameMap['naira-buy-ramp']) => element.signer)).toBe('/api/ramp');
    expect(await appearance(page)).toBe('auto');
    await buy(page).evaluate((element) => element.setAttribute('appearance', 'dark'));
    await expect.poll(() => appearance(page)).toBe('dark');
    await buy(page).evaluate((element) => element.removeAttribute('appearance'));
    await expect.poll(() => appearance(page)).toBe('auto');
  });

  it('refuses a value it cannot read with an error naming the attribute and what it takes, keeping the last good one', async () => {
    await open(page);
    await buy(page).evaluate((element) => element.setAttribute('appearance', 'blue'));
    await buy(page).evaluate((element) => element.setAttribute('timeout-ms', 'soon'));
    await buy(page).evaluate((element) => element.setAttribute('networks', 'stellar bitcoin'));
    await expect.poll(() => errors.length).toBe(3);
    expect(errors[0]).toMatch(/appearance attribute must be light, dark or auto \(got "blue"\)/);
    expect(errors[1]).toMatch(/timeout-ms attribute must be a number of milliseconds/);
    expect(errors[2]).toMatch(/networks attribute lists networks from stellar, polygon, solana, avalanche.*"bitcoin"/);
    expect(await appearance(page)).toBe('auto');
  });

  it('gives the buy element a payment window through payment-window-minutes, and refuses one that is no number of minutes', async () => {
    await open(page);
    await buy(page).evaluate((element) => element.setAttribute('payment-window-minutes', '20'));
    expect(await buy(page).evaluate((element: HTMLElementTagNameMap['naira-buy-ramp']) => element.paymentWindowMinutes)).toBe(20);
    const w = buyWidget(page);
    await w.getByLabel(m.amountLabel).fill('25000');
    await w.getByRole('radio').first().check();
    await w.getByRole('button', { name: m.continue }).click();
    await expect.poll(() => w.getByRole('timer').textContent(), { timeout: 15_000 }).toMatch(/^Time left to pay: (20:00|19:5\d)$/);
    await buy(page).evaluate((element) => element.setAttribute('payment-window-minutes', 'soon'));
    await expect.poll(() => errors.join('\n')).toMatch(/payment-window-minutes attribute must be a number of minutes above 0 \(got "soon"\)/);
  });
});

describe('languages', () => {
  it('takes locale and languages as attributes: the widget speaks the language, with a switch in its header', async () => {
    await open(page);
    await buy(page).evaluate((element) => {
      element.setAttribute('languages', 'en-NG yo ha');
      element.setAttribute('locale', 'yo-NG');
    });
    // Found by its root, not its (English) name.
    const w = buy(page).locator('[data-naira-ramp]');
    await expect.poll(() => w.getAttribute('lang')).toBe('yo-NG');
    expect(await buy(page).evaluate((element: HTMLElementTagNameMap['naira-buy-ramp']) => element.languages)).toEqual(['en-NG', 'yo', 'ha']);
    await w.getByRole('heading', { name: yo.amountStepTitle }).waitFor();
    const languages = w.getByRole('combobox', { name: yo.language });
    expect(await languages.locator('option').allTextContents()).toEqual(['English', 'Yorùbá', 'Hausa']);
    await languages.selectOption('ha');
    await w.getByRole('heading', { name: ha.amountStepTitle }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('properties', () => {
  it('passes objects and functions to the widget: messages, and a fetch-like signer function', async () => {
    await open(page);
    await buy(page).evaluate((element: HTMLElementTagNameMap['naira-buy-ramp']) => {
      const calls: string[] = [];
      Object.assign(window, { signerCalls: calls });
      element.messages = { buyTitle: 'Top up your wallet' };
      element.signer = (path, init) => {
        calls.push(path);
        return fetch(`/api/ramp${path}`, init);
      };
    });
    await page.getByRole('region', { name: 'Top up your wallet' }).getByRole('radio').first().waitFor();
    // A new signer is a new source: the vendor list is asked for again, through the function.
    await expect.poll(() => page.evaluate(() => (window as unknown as { signerCalls: string[] }).signerCalls)).toContain('/vendors');
    expect(errors).toEqual([]);
  });

  it('keeps properties a page set before the script defined the element', async () => {
    await page.addInitScript(() => {
      // Runs before the module script: the elements are parsed but not yet defined.
      new MutationObserver((_, observer) => {
        const element = document.querySelector('naira-sell-ramp') as HTMLElement & { messages?: unknown };
        if (!element) return;
        element.messages = { sellTitle: 'Cash out' };
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${site.url}/`);
    await page.getByRole('region', { name: 'Cash out' }).getByLabel(m.sellAmountLabel).waitFor();
    expect(await page.locator('naira-sell-ramp').evaluate((element: HTMLElementTagNameMap['naira-sell-ramp']) => element.messages)).toEqual({ sellTitle: 'Cash out' });
  });
});

describe('the element in the page', () => {
  it('says it needs a signer instead of rendering without one, and renders once given it', async () => {
    await open(page);
    await page.evaluate(() => document.body.append(document.createElement('naira-sell-ramp')));
    await expect.poll(() => errors.join('\n')).toMatch(/<naira-sell-ramp> needs a signer\. Set its signer attribute/);
    await expect.poll(() => sellWidget(page).count()).toBe(1);
    await page.evaluate(() => document.body.lastElementChild!.setAttribute('signer', '/api/ramp'));
    await expect.poll(() => sellWidget(page).count()).toBe(2);
  });

  it('keeps what was typed when the page moves the element, and unmounts it when the page removes it', async () => {
    await open(page);
    const amount = buyWidget(page).getByLabel(m.amountLabel);
    await amount.fill('30000');
    // A mark on the input shows it is the same node after the move: the widget was not mounted afresh.
    await amount.evaluate((input) => (input.dataset.before = 'move'));
    await buy(page).evaluate((element) => element.parentElement!.append(element));
    expect(await amount.evaluate((input) => input.dataset.before)).toBe('move');
    expect(await amount.inputValue()).toMatch(/^30,?000$/);
    // What is left in the shadow root once it empties (the unmount follows the removal), or after 10 s.
    const left = await buy(page).evaluate(async (element) => {
      const root = element.shadowRoot!;
      element.remove();
      await new Promise<void>((resolve) => {
        const emptied = new MutationObserver(() => root.childNodes.length === 0 && resolve());
        emptied.observe(root, { childList: true });
        if (root.childNodes.length === 0) resolve();
        setTimeout(resolve, 10_000);
      });
      return root.childNodes.length;
    });
    expect(left).toBe(0);
    expect(errors).toEqual([]);
  });

  it('lets a bank be picked from the searchable list with the mouse inside the shadow root', async () => {
    await page.goto(`${site.url}/`);
    const widget = sellWidget(page);
    await widget.getByLabel(m.sellAmountLabel).fill('50');
    await widget.getByRole('button', { name: m.continue }).click();
    await widget.getByRole('radio', { name: 'Polygon' }).click();
    await widget.getByLabel(m.sellWalletLabel).fill(WALLETS.polygon);
    await widget.getByRole('button', { name: m.continue }).click();
    const bank = widget.getByLabel(m.sellBankLabel, { exact: true });
    await bank.click();
    await page.keyboard.type('Zen');
    await widget.getByRole('option', { name: /Zenith Bank/ }).click();
    expect(await bank.inputValue()).toBe('Zenith Bank');
    expect(await bank.getAttribute('aria-expanded')).toBe('false');
  });
});
