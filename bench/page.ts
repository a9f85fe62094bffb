import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, findChromium } from '../test/support/chromium';

// localhost is a secure context, which cross-origin isolation needs; requests are intercepted, nothing listens.
const ORIGIN = 'http://localhost:9';
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Builds bench/browser into `outDir`: production React, or unminified with source maps for `profile`. */
export async function buildPage(outDir: string, { profile = false } = {}): Promise<void> {
  await build({
    configFile: false,
    root: new URL('./browser', import.meta.url).pathname,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    // Production React, as a host's users get it. Its profiling build also logs every component to
    // the performance timeline (about 5 % of a BuyRamp mount under bench:profile), which charges a
    // tree of components more than the one-component baseline.
    build: { outDir, emptyOutDir: true, minify: !profile, sourcemap: profile, rolldownOptions: { output: { keepNames: true } } },
  });
}

/** Opens the built page in headless Chromium, cross-origin isolated, and waits for its API. */
export async function openPage(outDir: string): Promise<{ page: Page; close: () => Promise<void>; version: string }> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs, headless: true });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Served from disk through request interception: no server, no network.
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = join(outDir, path === '/' ? 'index.html' : path);
    return route.fulfill({
      body: readFileSync(file),
      contentType: TYPES[extname(file)] ?? 'application/octet-stream',
      // Cross-origin isolation gives performance.now() microsecond resolution instead of 100 µs.
      headers: { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' },
    });
  });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => document.title === 'ready');
  if (!(await page.evaluate(() => crossOriginIsolated))) console.warn('warning: page not cross-origin isolated; timer resolution is coarse');
  return { page, close: () => browser.close(), version: browser.version() };
}
