/**
 * What one cold load of a language's page shows, and when (ms from navigation start): the widget's box,
 * its first words, the first step usable with the vendors listed; when the catalogue's chunk and the vendor
 * list had arrived; and every English text of the first paint that was ever put on the page.
 */
import type { Browser } from 'playwright-core';
import { PHONE } from '../phone/load';

export type LanguageLoad = { box: number; words: number; usable: number; catalogue?: number; vendors: number; english: string[] };

/**
 * Runs in the page before its scripts. Plain JavaScript in a string: a function handed to the page would
 * carry the transpiler's helpers with it. `english` is the first paint's English texts to look out for.
 */
const watch = (english: readonly string[]) => `{
  const english = ${JSON.stringify(english)};
  const seen = { box: 0, words: 0, usable: 0, english: [] };
  window.languageLoad = seen;
  const observer = new MutationObserver(() => {
    const root = document.querySelector('[data-naira-ramp]');
    const now = performance.now();
    if (root && !seen.box) seen.box = now;
    const text = root ? root.textContent : '';
    if (text && !seen.words) seen.words = now;
    for (const words of english) if (text.includes(words) && !seen.english.includes(words)) seen.english.push(words);
    const amount = document.querySelector('input[name="amount"]');
    if (!seen.usable && amount && document.querySelector('input[name="vendorNumber"]')) seen.usable = now;
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}`;

// What the page saw, with when the catalogue's chunk and the vendor list had arrived (resource timing).
const READ = `(() => {
  const arrived = (match) => performance.getEntriesByType('resource').find((entry) => match.test(entry.name))?.responseEnd;
  return { ...window.languageLoad, catalogue: arrived(/\\/assets\\/(pcm|yo|ha|ig)-[\\w-]+\\.js$/), vendors: arrived(/\\/vendors(\\?|$)/) ?? 0 };
})()`;

/** One cold load on the emulated phone (bench/phone/load.ts's settings), until the first step is usable. */
export async function loadLanguage(browser: Browser, url: string, english: readonly string[]): Promise<LanguageLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(new URL('/blank', url).href);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PHONE.latencyMs, downloadThroughput: (PHONE.downloadKbps * 1000) / 8, uploadThroughput: (PHONE.uploadKbps * 1000) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await page.addInitScript(watch(english));
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction('window.languageLoad.usable > 0', undefined, { timeout: 120_000, polling: 100 });
    return (await page.evaluate(READ)) as LanguageLoad;
  } finally {
    await context.close();
  }
}
