import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { driver } from '../e2e/support/drive';
import { buyFlow, buyWidget, sellWidget } from '../e2e/support/flows';
import { launchChromium, watchConsole } from './support/browser';
import { createConsumer, type Consumer } from './support/consumer';
import { startAppServer, type AppServer } from './support/server';

// The lowest React we claim and the newest, each with its own types, so the host's TypeScript checks
// our declarations against that React's types too.
const hosts = [
  { react: '19', packages: ['react@19', 'react-dom@19', '@types/react@19', '@types/react-dom@19'] },
  { react: '18.3', packages: ['react@18.3', 'react-dom@18.3', '@types/react@18', '@types/react-dom@18'] },
];
const tooling = ['vite', '@vitejs/plugin-react', 'typescript'];

describe.each(hosts)('a Vite + React $react app built from the tarball', ({ react, packages }) => {
  let app: Consumer;
  let server: AppServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    app = await createConsumer('vite-app', inject('tarball'), [...packages, ...tooling]);
    console.log(`[vite + React ${react}] npm install ${app.installed.slice(1).join(' ')} <tarball>: ${app.installMs} ms`);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    app?.cleanup();
  });

  it(`installs React ${react} beside the package without a peer conflict`, () => {
    expect(app.versionOf('react')).toMatch(new RegExp(`^${react.replace('.', '\\.')}\\.`));
    expect(app.versionOf('react-dom')).toBe(app.versionOf('react'));
  });

  it("type-checks with the host's TypeScript and React types", async () => {
    const result = await app.run(app.bin('tsc'), ['-p', 'tsconfig.json']);
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  });

  it('builds with vite build, the stylesheet in the bundle', async () => {
    const result = await app.run(app.bin('vite'), ['build']);
    expect(result.code, result.output).toBe(0);
    const assets = join(app.dir, 'dist', 'assets');
    const css = readdirSync(assets).filter((name) => name.endsWith('.css')).map((name) => readFileSync(join(assets, name), 'utf8')).join('');
    expect(css).toContain('.naira-ramp');
    console.log(`[vite + React ${react}] vite build: ${result.ms} ms`);
  });

  it('completes a buy in Chromium through the signer mounted with the Node adapter over the mock', async () => {
    server = await startAppServer('node', () => ['server.mjs'], app.dir);
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchConsole(page);
    const submitted: Array<{ status: number; body: Promise<unknown> }> = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/ramp/onramp')) submitted.push({ status: response.status(), body: response.json() });
    });
    await page.goto(`${server.url}/`);
    // A page that crashed says why instead of timing out silently.
    await sellWidget(page).waitFor({ timeout: 15_000 }).catch((error: unknown) => {
      throw new Error(`The widgets never rendered:\n${problems.join('\n')}`, { cause: error });
    });

    await buyFlow(page, driver(page, 'mouse'));

    expect(submitted.map(({ status }) => status)).toEqual([200]);
    const { transaction } = (await submitted[0]!.body) as { transaction: { transaction_id: string; reference: string } };
    // The receipt shows what the mock recorded, and the host's onSuccess received the same record.
    await expect.poll(() => buyWidget(page).getByText(transaction.reference).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Bought: ${transaction.transaction_id}` }).count()).toBe(1);
    // The stylesheet reached the page: the widget root is laid out by it (its max width is set there).
    expect(await buyWidget(page).evaluate((element) => getComputedStyle(element).maxWidth)).not.toBe('none');
    expect(problems).toEqual([]);
  });
});
