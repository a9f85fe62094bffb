import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMessages as m } from '../../src/react/messages/defaults';
import { startChain, type Chain } from './support/chain';
import { driver } from './support/drive';
import { buyFlow, buyWidget, expectStep, sellFlow } from './support/flows';
import { buildWithKeyInEnv, countFiles, filesContaining } from './support/scan';

let chain: Chain;
let context: BrowserContext;
let page: Page;
const responses: Array<{ url: string; text: string }> = [];
const consoleLines: string[] = [];

beforeAll(async () => {
  chain = await startChain();
  context = await chain.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.stack ?? error.message}`));
  page.on('response', (response) => {
    // Headers and body of everything the browser receives: page, modules, styles and every signer answer.
    const read = async () => {
      const headers = JSON.stringify(await response.allHeaders());
      const body = await response.text().catch(() => '');
      responses.push({ url: response.url(), text: `${headers}\n${body}` });
    };
    pending.push(read());
  });
});
afterAll(async () => {
  await context?.close();
  await chain?.stop();
});
const pending: Promise<void>[] = [];

/** Where the key turned up among what the browser received, printed, or stored. */
async function leaks(key: string): Promise<string[]> {
  await Promise.all(pending);
  const found = responses.filter((r) => r.text.includes(key)).map((r) => `response ${r.url}`);
  found.push(...consoleLines.filter((line) => line.includes(key)).map((line) => `console ${line.slice(0, 80)}`));
  const storage = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
  if (storage.includes(key)) found.push(`storage ${storage.slice(0, 200)}`);
  if (JSON.stringify(await context.cookies()).includes(key)) found.push('cookies');
  return found;
}

describe('the secret key never reaches the browser', () => {
  it('is in no response, console line or storage entry, even when the service echoes it in errors', async () => {
    const { secretKey, mockServer } = chain;
    const echo = { status: 'error', message: `Invalid key ${secretKey}`, key: secretKey };
    // The vendor list fails with an answer quoting the key, as a careless upstream might.
    mockServer.mock.setFaults({ route: 'vendors', status: 401, body: echo });
    await page.goto(`${chain.demo.url}/`);
    await buyWidget(page).getByText(m.hostConfiguration).waitFor();
    mockServer.mock.setFaults();

    await page.reload();
    await buyFlow(page, driver(page, 'mouse'), { stopAt: 'review' });
    // The submission first meets a 503 quoting the key (the service did not take it); trying again succeeds.
    mockServer.mock.setFaults({ route: 'onramp', status: 503, body: echo, times: 1 });
    await buyWidget(page).getByRole('button', { name: m.submitBuy }).click();
    await buyWidget(page).getByRole('button', { name: m.tryAgain }).click();
    await expectStep(buyWidget(page), m.receiptStepTitle);
    await sellFlow(page, driver(page, 'mouse'));

    // The test saw real traffic: the page, its modules and the signer's answers.
    expect(responses.some((r) => r.url.includes('/api/ramp/onramp'))).toBe(true);
    expect(responses.length).toBeGreaterThan(10);
    expect(mockServer.mock.received.some((r) => r.headers['service-sec-key'] === secretKey)).toBe(true);
    expect(await leaks(secretKey)).toEqual([]);
    // Nor did the demo server print it.
    expect(chain.demo.output()).not.toContain(secretKey);
  });

  it('is in no built asset of the library or the demo page', async () => {
    const built = await buildWithKeyInEnv(chain.secretKey);
    try {
      expect(countFiles(built.library)).toBeGreaterThan(2);
      expect(countFiles(built.demo)).toBeGreaterThan(1);
      expect(filesContaining(built.library, chain.secretKey)).toEqual([]);
      expect(filesContaining(built.demo, chain.secretKey)).toEqual([]);
    } finally {
      built.cleanup();
    }
  });
});
