import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultMessages as m } from '../../src/react/messages/defaults';
import { launchChromium } from './support/browser';
import { buyAndSell } from './support/checkout';
import { appSource, createConsumer, type Consumer } from './support/consumer';
import { startWithMock, type RunningExample } from './support/host';
import { checkOnPostgres } from './support/postgres';
import { startAppServer } from './support/server';

const nextStart = { command: 'npm', args: (port: number) => ['start', '--', '--port', String(port), '--hostname', '127.0.0.1'], readsEnvFile: true };

describe('examples/next: a Next.js App Router host installed from the tarball', () => {
  let app: Consumer;
  let running: RunningExample | undefined;
  let browser: Browser | undefined;
  let built = false;
  // The later checks need the build; without it they say so instead of failing on something else.
  const needBuild = () => expect(built, 'next build failed (see the first test)').toBe(true);

  beforeAll(async () => {
    app = await createConsumer(appSource.example('next'), inject('tarball'));
    console.log(`[next ${app.versionOf('next')}] npm install <tarball> + the example's package.json: ${app.installMs} ms`);
  });
  afterAll(async () => {
    await browser?.close();
    await running?.stop();
    app?.cleanup();
  });

  it('builds with next build and no RAMP_* setting at all: the signer reads its settings on the first request', async () => {
    const result = await app.run('npm', ['run', 'build']);
    console.log(`[next] next build: ${result.ms} ms`);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('/api/ramp/[...path]');
    expect(result.output).toContain('/api/ramp/webhooks');
    built = true;
  });

  it('started without settings, answers the error shape naming every missing variable, and logs it once', async () => {
    needBuild();
    const server = await startAppServer(nextStart.command, nextStart.args, app.dir);
    try {
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${server.url}/api/ramp/vendors`);
        expect(response.status).toBe(500);
        const { error } = (await response.json()) as { error: { code: string; message: string } };
        for (const name of ['RAMP_SECRET_KEY', 'RAMP_BUSINESS_ID', 'RAMP_LINK_TAG', 'RAMP_BASE_URL']) expect(error.message).toContain(name);
      }
      await expect.poll(() => server.output()).toContain('RAMP_SECRET_KEY');
      expect(server.output().match(/missing configuration/g)).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });

  it('serves the page with both widgets rendered into its HTML, and the signer route over the mock', async () => {
    needBuild();
    running = await startWithMock(app, nextStart);
    const html = await (await fetch(`${running.url}/`)).text();
    expect(html.match(/<section class="naira-ramp"/g)).toHaveLength(2);
    expect(html).toContain(`>${m.buyTitle}</h2>`);
    expect(html).toContain(`>${m.sellTitle}</h2>`);
    const vendors = await fetch(`${running.url}/api/ramp/vendors`);
    expect(vendors.status).toBe(200);
    expect((await fetch(`${running.url}/api/ramp/vendors`, { method: 'POST' })).status).toBe(405);
  });

  it('hydrates without a warning, completes a buy and a sell to their receipts, and receives the webhooks', async () => {
    needBuild();
    browser = await launchChromium();
    const { problems, logs, created } = await buyAndSell(browser, `${running!.url}/`, 'next');
    expect(created.map(({ route, status }) => `${route} ${status}`).sort()).toEqual(['offramp 200', 'onramp 200']);
    const ids = created.map(({ body }) => (body as { transaction: { transaction_id: string } }).transaction.transaction_id);
    // The Quick start's onSuccess callbacks ran with the records the signer returned.
    expect(logs.filter((line) => /^(Bought|Sold) /.test(line)).sort()).toEqual([`Bought ${ids[created.findIndex(({ route }) => route === 'onramp')]}`, `Sold ${ids[created.findIndex(({ route }) => route === 'offramp')]}`]);
    expect(problems).toEqual([]);
    await expect.poll(() => running!.app.output().match(/ramp webhook bridge\.events\.transaction_request\.updated/g)?.length ?? 0).toBe(2);
  });

  it('keeps its records in PostgreSQL with DATABASE_URL, its tables made at start: the restarted app still answers each transaction', async () => {
    needBuild();
    await checkOnPostgres(app, nextStart, browser!, 'next');
  });
});
