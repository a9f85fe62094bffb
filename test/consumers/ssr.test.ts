import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultMessages as m } from '../../src/react/messages/defaults';
import { MOCK_VENDORS } from '../../src/mock';
import { buyWidget, sellWidget } from '../e2e/support/flows';
import { launchChromium, watchConsole } from './support/browser';
import { appSource, createConsumer, type Consumer } from './support/consumer';
import { startAppServer, type AppServer } from './support/server';

type Report = { touchedByPackage: Array<{ name: string; at: string[] }>; touchedAtAll: string[]; serverConsole: string[] };

describe.each(['19', '18.3'])('server-side rendering with react-dom/server in plain Node, React %s', (react) => {
  let app: Consumer;
  let server: AppServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    app = await createConsumer(appSource.fixture('ssr-app'), inject('tarball'), [`react@${react}`, `react-dom@${react}`, 'vite']);
    console.log(`[SSR, React ${react}] npm install ${app.installed.slice(1).join(' ')} <tarball>: ${app.installMs} ms`);
    // React's development build on both sides, so every hydration mismatch is reported in detail.
    const build = await app.run(app.bin('vite'), ['build'], { NODE_ENV: 'development' });
    if (build.code !== 0) throw new Error(`vite build failed:\n${build.output}`);
    server = await startAppServer('node', () => ['server.mjs'], app.dir);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    app?.cleanup();
  });

  it('renders both widgets to HTML on the server, each a named landmark on its first step', async () => {
    const html = await (await fetch(`${server!.url}/`)).text();
    expect(html.match(/<section class="naira-ramp"/g)).toHaveLength(2);
    expect(html).toContain(`>${m.buyTitle}</h2>`);
    expect(html).toContain(`>${m.sellTitle}</h2>`);
    expect(html).toMatch(/data-step="amount"/);
  });

  it('imports and renders without the package reading window, document or any browser global, and without a server warning', async () => {
    const report = (await (await fetch(`${server!.url}/report`)).json()) as Report;
    expect(report.touchedByPackage).toEqual([]);
    expect(report.serverConsole).toEqual([]);
  });

  it('hydrates in Chromium without a warning, keeping the server markup, and then loads the vendors', async () => {
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchConsole(page);
    await page.goto(`${server!.url}/`);
    // Vendors come from the signer after hydration: the widget is live, not just painted.
    await buyWidget(page).getByRole('radio', { name: new RegExp(MOCK_VENDORS[0]!.venderName) }).waitFor({ timeout: 15_000 });
    await sellWidget(page).waitFor();
    // Hydration adopted the server's elements rather than throwing them away and rendering anew.
    const kept = await page.evaluate(() => {
      const before = (window as unknown as { serverRendered: Element[] }).serverRendered;
      const now = [...document.querySelectorAll('#root section')];
      return before.length === 2 && now.length === 2 && before.every((element, index) => element === now[index]);
    });
    expect(kept).toBe(true);
    expect(problems).toEqual([]);
  });
});
