import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser';
import { buyAndSell } from './support/checkout';
import { appSource, createConsumer, type Consumer } from './support/consumer';
import { startWithMock, type AppStart, type RunningExample } from './support/host';
import { checkOnPostgres } from './support/postgres';

const expressStart: AppStart = { command: 'npm', args: () => ['start'], readsEnvFile: false };

describe('examples/express: an Express app with its own body parsers, installed from the tarball', () => {
  let app: Consumer;
  let running: RunningExample | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    app = await createConsumer(appSource.example('express'), inject('tarball'));
    console.log(`[express ${app.versionOf('express')}] npm install <tarball> + the example's package.json: ${app.installMs} ms`);
  });
  afterAll(async () => {
    await browser?.close();
    await running?.stop();
    app?.cleanup();
  });

  it('type-checks and builds with npm run build (tsc for the server, vite build for the page)', async () => {
    const result = await app.run('npm', ['run', 'build']);
    console.log(`[express] npm run build: ${result.ms} ms`);
    expect(result.code, result.output).toBe(0);
  });

  it('completes a buy and a sell in Chromium, the signer mounted after express.json() and express.urlencoded()', async () => {
    running = await startWithMock(app, expressStart);
    browser = await launchChromium();
    const { problems, logs, created } = await buyAndSell(browser, `${running.url}/`, 'express');
    expect(created.map(({ route, status }) => `${route} ${status}`).sort()).toEqual(['offramp 200', 'onramp 200']);
    expect(logs.filter((line) => /^(Bought|Sold) /.test(line))).toHaveLength(2);
    expect(problems).toEqual([]);
    await expect.poll(() => running!.app.output().match(/ramp webhook bridge\.events\.transaction_request\.updated/g)?.length ?? 0).toBe(2);
  });

  it('answers a body that is not JSON in the error shape, whatever the app parsed first', async () => {
    const response = await fetch(`${running!.url}/api/ramp/onramp`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=25000',
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
  });

  it('keeps its records in PostgreSQL with DATABASE_URL: the restarted app still answers each transaction', async () => {
    await checkOnPostgres(app, expressStart, browser!, 'express');
  });
});
