import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser';
import { buyAndSell } from './support/checkout';
import type { Consumer } from './support/consumer';
import { startWithMock, type RunningExample } from './support/host';
import { scaffoldConsumer } from './support/scaffold';

// TypeScript and the types only check what init writes; a bare Express app runs it as plain JavaScript.
const checker = ['express', 'typescript@^5.9', '@types/node@^20.19', '@types/express@^5'];

describe('npx naira-ramp init in a bare Express app (npm init -y, npm install express), from the tarball', () => {
  let app: Consumer;
  let running: RunningExample | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    const scaffolded = await scaffoldConsumer('shop', ['init'], inject('tarball'), { packages: checker, inside: true });
    app = scaffolded;
    console.log(`[init: express ${app.versionOf('express')}] npm init -y: ${scaffolded.scaffoldMs} ms; npm install <tarball> ${checker.join(' ')}: ${app.installMs} ms`);
  });
  afterAll(async () => {
    await browser?.close();
    await running?.stop();
    app?.cleanup();
  });

  it('finds Express in a CommonJS app, writes its server, page and settings, and changes nothing when run again', async () => {
    const first = await app.run(app.bin('naira-ramp'), ['init']);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/^naira-ramp init: Express in /);
    expect(first.output).toContain('write  server/checkout.mjs');
    const second = await app.run(app.bin('naira-ramp'), ['init']);
    expect(second.code, second.output).toBe(0);
    expect(second.output.split('\n').filter((line) => /^ {2}(write|add to|replace|skipped|not as expected)/.test(line))).toEqual([]);
  });

  it("type-checks what init wrote, strictly, against the package's own types and Express's", async () => {
    const options = ['--noEmit', '--allowJs', '--checkJs', '--strict', '--module', 'nodenext', '--target', 'es2022', '--skipLibCheck'];
    const server = await app.run(app.bin('tsc'), [...options, '--types', 'node', 'server/ramp.mjs', 'server/checkout.mjs']);
    expect(server.code, server.output).toBe(0);
    const page = await app.run(app.bin('tsc'), [...options, '--lib', 'es2023,dom', 'public/checkout.js']);
    expect(page.code, page.output).toBe(0);
  });

  it('completes a buy and a sell in Chromium on /checkout.html through npm run checkout over npm run mock', async () => {
    running = await startWithMock(app, { command: 'npm', args: () => ['run', '--silent', 'checkout'], readsEnvFile: true });
    browser = await launchChromium();
    const { problems, logs, created } = await buyAndSell(browser, `${running.url}/checkout.html`, 'init-express');
    expect(created.map(({ route, status }) => `${route} ${status}`).sort()).toEqual(['offramp 200', 'onramp 200']);
    // public/checkout.js heard both ramp:success events.
    expect(logs.filter((line) => /^(Bought|Sold) /.test(line))).toHaveLength(2);
    expect(problems).toEqual([]);
    await expect.poll(() => running!.app.output().match(/ramp webhook bridge\.events\.transaction_request\.updated/g)?.length ?? 0).toBe(2);
  });
});
