import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser';
import { buyAndSell } from './support/checkout';
import { appSource, type Consumer } from './support/consumer';
import { startWithMock, type RunningExample } from './support/host';
import { scaffoldConsumer } from './support/scaffold';

// create-next-app's App Router template with TypeScript and the @/* alias; --empty leaves out its Google fonts (fetched at build) and the rest.
const createNextApp = ['create', 'next-app@16', 'shop', '--', '--yes', '--ts', '--app', '--no-src-dir', '--no-tailwind', '--no-eslint', '--empty', '--import-alias', '@/*', '--use-npm', '--disable-git', '--skip-install'];

describe('npx naira-ramp init in a fresh create-next-app App Router app, from the tarball', () => {
  let app: Consumer;
  let running: RunningExample | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // --skip-install, then one npm install of the app's packages and the tarball together.
    const scaffolded = await scaffoldConsumer('shop', createNextApp, inject('tarball'));
    app = scaffolded;
    // The full template's favicon, which --empty leaves out: without one, the browser's request for it is a 404 on the console.
    copyFileSync(join(appSource.example('next'), 'app/icon.svg'), join(app.dir, 'app/icon.svg'));
    console.log(`[init: create-next-app ${app.versionOf('next')}] npm create next-app@16: ${scaffolded.scaffoldMs} ms; npm install <tarball>: ${app.installMs} ms`);
  });
  afterAll(async () => {
    await browser?.close();
    await running?.stop();
    app?.cleanup();
  });

  it('finds Next.js with the App Router, writes its routes, page and settings, and changes nothing when run again', async () => {
    const first = await app.run(app.bin('naira-ramp'), ['init']);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/^naira-ramp init: Next\.js \(App Router\) in /);
    expect(first.output).toContain('write  app/api/ramp/[...path]/route.ts');
    const second = await app.run(app.bin('naira-ramp'), ['init']);
    expect(second.output.split('\n').filter((line) => /^ {2}(write|add to|replace|skipped|not as expected)/.test(line))).toEqual([]);
  });

  it("type-checks under the app's own strict settings and builds with next build and no RAMP_* setting", async () => {
    const result = await app.run('npm', ['run', 'build']);
    console.log(`[init: create-next-app] next build: ${result.ms} ms`);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('/checkout');
    expect(result.output).toContain('/api/ramp/[...path]');
  });

  it('completes a buy and a sell in Chromium on /checkout through npm start over npm run mock', async () => {
    running = await startWithMock(app, { command: 'npm', args: (port) => ['start', '--', '--port', String(port), '--hostname', '127.0.0.1'], readsEnvFile: true });
    browser = await launchChromium();
    const { problems, created } = await buyAndSell(browser, `${running.url}/checkout`, 'init-next');
    expect(created.map(({ route, status }) => `${route} ${status}`).sort()).toEqual(['offramp 200', 'onramp 200']);
    expect(problems).toEqual([]);
    await expect.poll(() => running!.app.output().match(/ramp webhook bridge\.events\.transaction_request\.updated/g)?.length ?? 0).toBe(2);
  });
});
