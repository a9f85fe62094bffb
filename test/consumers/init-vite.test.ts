import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser';
import { buyAndSell } from './support/checkout';
import type { Consumer } from './support/consumer';
import { startWithMock, type RunningExample } from './support/host';
import { scaffoldConsumer } from './support/scaffold';

describe('npx naira-ramp init in a fresh create-vite react-ts app, from the tarball', () => {
  let app: Consumer;
  let running: RunningExample | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    const scaffolded = await scaffoldConsumer('shop', ['create', 'vite@9', 'shop', '--', '--template', 'react-ts', '--no-interactive'], inject('tarball'));
    app = scaffolded;
    console.log(`[init: create-vite] npm create vite@9: ${scaffolded.scaffoldMs} ms; npm install <tarball>: ${app.installMs} ms`);
  });
  afterAll(async () => {
    await browser?.close();
    await running?.stop();
    app?.cleanup();
  });

  it('finds Vite with React, writes and edits what the app needs, and changes nothing when run again', async () => {
    const first = await app.run(app.bin('naira-ramp'), ['init']);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/^naira-ramp init: Vite \+ React in /);
    expect(first.output).toContain('add to  vite.config.ts');
    expect(first.output).toContain('add to  tsconfig.node.json');
    const second = await app.run(app.bin('naira-ramp'), ['init']);
    expect(second.output.split('\n').filter((line) => /^ {2}(write|add to|replace|skipped|not as expected)/.test(line))).toEqual([]);
  });

  it("type-checks under the app's own settings and builds with its npm run build, once <Checkout /> is rendered as init says", async () => {
    // What the printed next step asks: render the component where the checkout belongs.
    writeFileSync(join(app.dir, 'src/App.tsx'), "import { Checkout } from './Checkout'\n\nexport default function App() {\n  return <Checkout />\n}\n");
    const result = await app.run('npm', ['run', 'build']);
    console.log(`[init: create-vite] npm run build (tsc -b && vite build): ${result.ms} ms`);
    expect(result.code, result.output).toBe(0);
  });

  it('completes a buy and a sell in Chromium through npm start over npm run mock', async () => {
    running = await startWithMock(app, { command: 'npm', args: () => ['start'], readsEnvFile: false });
    browser = await launchChromium();
    const { problems, created } = await buyAndSell(browser, `${running.url}/`, 'init-vite');
    expect(created.map(({ route, status }) => `${route} ${status}`).sort()).toEqual(['offramp 200', 'onramp 200']);
    expect(problems).toEqual([]);
    await expect.poll(() => running!.app.output().match(/ramp webhook bridge\.events\.transaction_request\.updated/g)?.length ?? 0).toBe(2);
  });
});
