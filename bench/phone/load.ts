/**
 * One cold load of a page on an emulated phone: a fresh browser context (empty cache), Chromium's CPU
 * slowed 4× and its network held to 1.6 Mbps down, 750 kbps up and 150 ms round trips (Lighthouse's
 * mobile settings), both through the DevTools protocol. Timed from navigation start to the moment the
 * amount field accepts input with the vendor list shown, seen by a MutationObserver in the page.
 */
import type { Browser } from 'playwright-core';

export const PHONE = { cpuSlowdown: 4, downloadKbps: 1600, uploadKbps: 750, latencyMs: 150 };

/** What one load took and fetched: ms from navigation start, bytes over the wire by then, and requests. */
export type LoadTiming = { ms: number; bytes: number; requests: number };

/**
 * Runs in the page before its own scripts: reports the first moment the step is usable, once. Plain
 * JavaScript in a string: a function handed to the page would carry the transpiler's helpers with it.
 */
const WATCH_FOR_USABLE_STEP = `{
  const usable = () => {
    const amount = document.querySelector('input[name="amount"]');
    return Boolean(amount && !amount.disabled && !amount.readOnly && document.querySelector('input[name="vendorNumber"]'));
  };
  const observer = new MutationObserver(() => {
    if (!usable()) return;
    observer.disconnect();
    window.benchUsable(performance.now());
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}`;

/** Bytes and requests the page had received by `until` (ms since navigation start), the document included. */
function receivedBy(until: number): { bytes: number; requests: number } {
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
  const done = entries.filter((entry) => entry.responseEnd <= until);
  return { bytes: done.reduce((sum, entry) => sum + entry.transferSize, 0), requests: done.length };
}

export async function timeLoad(browser: Browser, origin: string, path: string): Promise<LoadTiming> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    // Start on the page's own origin, so the throttled renderer is the one that loads the page.
    await page.goto(`${origin}/blank`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: (PHONE.downloadKbps * 1000) / 8,
      uploadThroughput: (PHONE.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    let reached: (ms: number) => void = () => undefined;
    const usable = new Promise<number>((resolve) => (reached = resolve));
    await page.exposeFunction('benchUsable', (ms: number) => reached(ms));
    await page.addInitScript(WATCH_FOR_USABLE_STEP);
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    const ms = await Promise.race([usable, page.waitForTimeout(120_000).then(() => Promise.reject(new Error(`${path}: no usable step within 120 s`)))]);
    // The field really takes input (not timed): a typed digit lands in it.
    const amount = page.locator('input[name="amount"]');
    await amount.press('2');
    if (!(await amount.inputValue()).includes('2')) throw new Error(`${path}: the amount field did not take a typed digit`);
    return { ms, ...(await page.evaluate(receivedBy, ms)) };
  } finally {
    await context.close();
  }
}
