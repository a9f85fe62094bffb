import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser';
import { buyAndSell } from './support/checkout';
import { appSource, createConsumer, type Consumer } from './support/consumer';
import { startWithMock, type RunningExample } from './support/host';
import { startAppServer } from './support/server';

// The example as written (React 19), and the lowest React we claim with its own types, so the host's
// TypeScript checks our declarations against that React's types too.
const hosts = [
  { react: '19', packages: [] },
  { react: '18.3', packages: ['react@18.3', 'react-dom@18.3', '@types/react@18', '@types/react-dom@18'] },
];

describe.each(hosts)('examples/vite on React $react, installed from the tarball', ({ react, packages }) => {
  let app: Consumer;
  let running: RunningExample | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    app = await createConsumer(appSource.example('vite'), inject('tarball'), packages);
    console.log(`[vite + React ${react}] npm install <tarball> ${packages.join(' ')}: ${app.installMs} ms`);
  });
  afterAll(async () => {
    await browser?.close();
    await running?.stop();
    app?.cleanup();
  });

  it(`installs React ${react} beside the package without a peer conflict`, () => {
    expect(app.versionOf('react')).toMatch(new RegExp(`^${react.replace('.', '\\.')}\\.`));
    expect(app.versionOf('react-dom')).toBe(app.versionOf('react'));
  });

  it("type-checks the page, the Vite plugin and the server with the host's TypeScript and React types, the package's declarations included", async () => {
    const result = await app.run(app.bin('tsc'), ['-p', 'tsconfig.json', '--skipLibCheck', 'false']);
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  });

  it('builds with npm run build, the stylesheet in the bundle', async () => {
    const result = await app.run('npm', ['run', 'build']);
    expect(result.code, result.output).toBe(0);
    const assets = join(app.dir, 'dist', 'assets');
    const css = readdirSync(assets).filter((name) => name.endsWith('.css')).map((name) => readFileSync(join(assets, name), 'utf8')).join('');
    expect(css).toContain('.naira-ramp');
    console.log(`[vite + React ${react}] npm run build: ${result.ms} ms`);
  });

  it('completes a buy and a sell in Chromium through the production server over the mock, and receives the webhooks', async () => {
    running = await startWithMock(app, { command: 'npm', args: () => ['start'], readsEnvFile: false });
    browser = await launchChromium();
    const { problems, created, page } = await buyAndSell(browser, `${running.url}/`, `vite-react-${react}`);
    expect(created.map(({ route, status }) => `${route} ${status}`).sort()).toEqual(['offramp 200', 'onramp 200']);
    // The host's onSuccess received the record the signer returned.
    const sold = created.find(({ route }) => route === 'offramp')!.body as { transaction: { transaction_id: string } };
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Transaction ${sold.transaction.transaction_id} received` }).count()).toBe(1);
    expect(problems).toEqual([]);
    await expect.poll(() => running!.app.output().match(/ramp webhook bridge\.events\.transaction_request\.updated/g)?.length ?? 0).toBe(2);
  });

  it.runIf(react === '19')('serves the signer from Vite\'s dev server, reading .env.local', async () => {
    const dev = await startAppServer(app.bin('vite'), (port) => ['--port', String(port), '--strictPort', '--host', '127.0.0.1'], app.dir, { path: '/api/ramp/config' });
    try {
      const config = (await (await fetch(`${dev.url}/api/ramp/config`)).json()) as { sell_networks: string[] };
      // .env.local names a Polygon and a Solana deposit address: sells are taken on those only.
      expect(config.sell_networks).toEqual(['polygon', 'solana']);
      expect((await fetch(`${dev.url}/api/ramp/banks`)).status).toBe(200);
    } finally {
      await dev.stop();
    }
  });
});
