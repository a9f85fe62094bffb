/**
 * One cold visit of a page on an emulated phone: a fresh browser context (empty cache), Chromium's CPU
 * slowed 4× and its network held to 1.6 Mbps down, 750 kbps up and 150 ms round trips (Lighthouse's
 * mobile settings), both through the DevTools protocol. Timed in the page, by a MutationObserver:
 * - from navigation start to the first step accepting input (its fields shown and enabled);
 * - for a buy page, once the step is filled in and the page's network has been quiet for a second
 *   (as a person typing an amount and picking a vendor gives it), from the tap on Continue to the
 *   next step accepting input ("I have paid" shown and enabled).
 */
import type { Browser } from 'playwright-core';

export const PHONE = { cpuSlowdown: 4, downloadKbps: 1600, uploadKbps: 750, latencyMs: 150 };

/** What one visit took and fetched: ms to the usable first step, bytes and requests by then, and ms from Continue to the next step. */
export type LoadTiming = { ms: number; bytes: number; requests: number; continueMs?: number };

/** A first step is usable when each of these is in the page, the first enabled and writable. */
const FIRST_STEP = { buy: ['input[name="amount"]', 'input[name="vendorNumber"]'], sell: ['input[name="amount"]', 'input[name="asset"]'] };

/**
 * Runs in the page before its own scripts: reports the first moment the first step is usable, and the
 * time from the tap on Continue (its pointerdown) to "I have paid" being shown and enabled, each once. Plain
 * JavaScript in a string: a function handed to the page would carry the transpiler's helpers with it.
 */
const watch = (required: readonly string[]) => `{
  const required = ${JSON.stringify(required)};
  const usable = () => {
    const [first, ...rest] = required.map((selector) => document.querySelector(selector));
    return Boolean(first && !first.disabled && !first.readOnly && rest.every(Boolean));
  };
  const paid = () => [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'I have paid' && !b.disabled && b.getAttribute('aria-disabled') !== 'true');
  let reported = false;
  let tappedAt;
  // Only the tap on Continue starts the clock: the radio picked before it is a pointerdown too.
  const onContinue = (target) => target instanceof Element && target.closest('button')?.textContent.trim() === 'Continue';
  addEventListener('pointerdown', (event) => onContinue(event.target) && (tappedAt ??= performance.now()), { capture: true });
  const observer = new MutationObserver(() => {
    if (!reported && usable()) {
      reported = true;
      window.benchUsable(performance.now());
    }
    if (tappedAt !== undefined && paid()) {
      observer.disconnect();
      window.benchContinued(performance.now() - tappedAt);
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}`;

/** Bytes and requests the page had received by `until` (ms since navigation start), the document included. */
function receivedBy(until: number): { bytes: number; requests: number } {
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
  const done = entries.filter((entry) => entry.responseEnd <= until);
  return { bytes: done.reduce((sum, entry) => sum + entry.transferSize, 0), requests: done.length };
}

/** Resolves once no request has been in flight for `ms`. */
function quietFor(inFlight: () => number, ms: number): Promise<void> {
  return new Promise((resolve) => {
    let quietSince = Date.now();
    const check = setInterval(() => {
      if (inFlight() > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= ms) {
        clearInterval(check);
        resolve();
      }
    }, 50);
  });
}

const within = <T>(what: string, promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} within 120 s`)), 120_000))]);

export async function timeLoad(browser: Browser, origin: string, path: string, flow: 'buy' | 'sell'): Promise<LoadTiming> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    // Start on the page's own origin, so the throttled renderer is the one that loads the page.
    await page.goto(`${origin}/blank`);
    const cdp = await context.newCDPSession(page);
    let inFlight = 0;
    cdp.on('Network.requestWillBeSent', () => (inFlight += 1));
    for (const end of ['Network.loadingFinished', 'Network.loadingFailed'] as const) cdp.on(end, () => (inFlight = Math.max(0, inFlight - 1)));
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PHONE.latencyMs, downloadThroughput: (PHONE.downloadKbps * 1000) / 8, uploadThroughput: (PHONE.uploadKbps * 1000) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    let reached: (ms: number) => void = () => undefined;
    let continued: (ms: number) => void = () => undefined;
    const usable = new Promise<number>((resolve) => (reached = resolve));
    const nextStep = new Promise<number>((resolve) => (continued = resolve));
    await page.exposeFunction('benchUsable', (ms: number) => reached(ms));
    await page.exposeFunction('benchContinued', (ms: number) => continued(ms));
    await page.addInitScript(watch(FIRST_STEP[flow]));
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    const ms = await within(`${path}: no usable step`, usable);
    const received = await page.evaluate(receivedBy, ms);
    // The field really takes input (not timed): the amount is typed into it.
    const amount = page.locator('input[name="amount"]');
    await amount.fill('25000');
    if (!(await amount.inputValue()).replace(/,/g, '').includes('25000')) throw new Error(`${path}: the amount field did not take the amount`);
    if (flow === 'sell') return { ms, ...received };
    await page.getByRole('radio').first().check();
    await quietFor(() => inFlight, 1_000);
    await page.getByRole('button', { name: 'Continue' }).tap();
    return { ms, ...received, continueMs: await within(`${path}: no next step after Continue`, nextStep) };
  } finally {
    await context.close();
  }
}
