import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultMessages as m } from '../../src/react/messages/defaults';
import { driver } from '../e2e/support/drive';
import { buyFlow, buyWidget, sellWidget } from '../e2e/support/flows';
import { launchChromium, watchConsole } from './support/browser';
import { createConsumer, type Consumer } from './support/consumer';
import { startAppServer, type AppServer } from './support/server';

// What a Next.js App Router app with TypeScript has (create-next-app's set), nothing for our sake.
const packages = ['next', 'react@19', 'react-dom@19', 'typescript', '@types/react@19', '@types/react-dom@19', '@types/node'];

describe('a Next.js App Router app built from the tarball', () => {
  let app: Consumer;
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  let built = false;
  // The later checks need the build; without it they say so instead of failing on something else.
  const needBuild = () => expect(built, 'next build failed (see the first test)').toBe(true);

  beforeAll(async () => {
    app = await createConsumer('next-app', inject('tarball'), packages);
    console.log(`[next ${app.versionOf('next')}] npm install ${app.installed.slice(1).join(' ')} <tarball>: ${app.installMs} ms`);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    app?.cleanup();
  });

  it('builds with next build: the page (a Server Component rendering the widgets) and the signer route type-check and compile', async () => {
    const result = await app.run(app.bin('next'), ['build']);
    console.log(`[next] next build: ${result.ms} ms`);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('/api/ramp/[...path]');
    built = true;
  });

  it('serves the page with both widgets rendered into its HTML', async () => {
    needBuild();
    server = await startAppServer(app.bin('next'), (port) => ['start', '--port', String(port), '--hostname', '127.0.0.1'], app.dir);
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html.match(/<section class="naira-ramp"/g)).toHaveLength(2);
    expect(html).toContain(`>${m.buyTitle}</h2>`);
    expect(html).toContain(`>${m.sellTitle}</h2>`);
  });

  it('answers the signer contract from the route handler (createRampSigner over the mock)', async () => {
    needBuild();
    const response = await fetch(`${server!.url}/api/ramp/vendors`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { vendors: unknown[] }).vendors.length).toBeGreaterThanOrEqual(3);
    const wrongMethod = await fetch(`${server!.url}/api/ramp/vendors`, { method: 'POST' });
    expect(wrongMethod.status).toBe(405);
  });

  it('hydrates without a warning and completes a buy in Chromium through the route handler', async () => {
    needBuild();
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchConsole(page);
    await page.goto(`${server!.url}/`);
    await sellWidget(page).waitFor({ timeout: 15_000 });

    await buyFlow(page, driver(page, 'mouse'));

    await expect.poll(() => buyWidget(page).getAttribute('data-step')).toBe('receipt');
    expect(problems).toEqual([]);
  });
});
