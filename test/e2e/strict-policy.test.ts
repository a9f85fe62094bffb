import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES } from '../../src/mock';
import { driver } from './support/drive';
import { buyFlow, buyWidget, sellFlow, sellWidget } from './support/flows';
import { startStrictPolicySite, STRICT_PAGES, type StrictPolicySite } from './support/strict-policy-site';
import { openChromium } from './support/browser';

// The README's policy (test/docs/snippets/content-security-policy.ts): 'self' only, Trusted Types required.
let site: StrictPolicySite;
let browser: Browser;

beforeAll(async () => {
  site = await startStrictPolicySite();
  browser = await openChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Every `securitypolicyviolation` the page fires (they bubble out of shadow roots), every CSP console line and uncaught error. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__policyViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`), true);
  });
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console.error: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return async () => [...(await page.evaluate(() => (window as unknown as { __policyViolations: string[] }).__policyViolations)), ...problems];
}

const hosts = [
  { host: 'the React widgets', path: STRICT_PAGES.react },
  { host: 'the custom elements from a bundler', path: STRICT_PAGES.elements },
  { host: 'the one-script build', path: STRICT_PAGES.standalone },
];

describe.each(hosts)('$host under the strict policy with Trusted Types required', ({ path }) => {
  it.each([
    ['the signer on the same origin', () => site.url, () => site.policy],
    ['the signer on another origin, named in connect-src', () => site.crossUrl, () => site.crossPolicy],
  ])('completes a buy and a sell, the deposit QR drawn, with no violation: %s', async (_, origin, policy) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = await watchPolicy(page);
    const response = await page.goto(`${origin()}${path}`);
    expect(response?.headers()['content-security-policy']).toBe(policy());
    const drive = driver(page, 'mouse');
    // A page that broke says why instead of timing out silently.
    const failed = async (error: unknown) => {
      throw new Error(`The flow stopped; the page said:\n${(await problems()).join('\n')}`, { cause: error });
    };
    await buyFlow(page, drive).catch(failed);
    await sellFlow(page, drive).catch(failed);
    await expect.poll(() => buyWidget(page).locator('[data-slot="receipt-status"]').count()).toBe(1);
    const qr = sellWidget(page).getByRole('img', { name: `QR code of the Polygon deposit address ${MOCK_DEPOSIT_ADDRESSES.polygon}` });
    await qr.waitFor();
    await expect.poll(() => qr.locator('path').getAttribute('d')).toMatch(/^M\d/);
    expect(await problems()).toEqual([]);
    // The policy is in force and its violations are counted: a string given to an HTML sink is refused.
    const refused = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>not trusted</b>';
        return false;
      } catch {
        return true;
      }
    });
    expect(refused).toBe(true);
    await expect.poll(async () => (await problems()).filter((line) => line.startsWith('require-trusted-types-for'))).toHaveLength(1);
    await page.close();
  });
});
