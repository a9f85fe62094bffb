import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { backgroundResult } from '../../support/background';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../src/mock';
import { distinctiveKey, IDENTITY } from './chain';
import { stopGroup } from '../../support/process-group';
import { startMockServer, type MockServer } from './mock-server';
import { freePort, waitForHttp } from './ports';
import { closeWhenFinished } from './failure-report';
import { openChromium } from './browser';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** examples/plain-html as a site runs it, with the mock ramp service behind its signer and Chromium to drive it. */
export type PlainHtmlSite = { url: string; mockServer: MockServer; browser: Browser; output: () => string; stop: () => Promise<void> };

/**
 * Copies the run's standalone script (built as `npm run build` does) beside the example's page, as
 * its README tells a site to (public/naira-ramp/), then starts the example's own server (static
 * files and the signer, `node server.mjs`) in its own process, driving the mock over HTTP as a
 * real ramp service.
 */
export async function startPlainHtmlSite(): Promise<PlainHtmlSite> {
  const publicDir = mkdtempSync(join(tmpdir(), 'naira-ramp-plain-html-'));
  const cleanups: Array<() => Promise<void> | void> = [() => rmSync(publicDir, { recursive: true, force: true })];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    cpSync(join(repoRoot, 'examples/plain-html/public'), publicDir, { recursive: true, filter: (source) => !source.includes(`${join('public', 'naira-ramp')}`) });
    // The run's one standalone build (the project's global setup makes it), copied in as the README says.
    cpSync(await backgroundResult<string>(inject('standaloneDir'), 'The standalone build'), join(publicDir, 'naira-ramp'), { recursive: true });

    const secretKey = distinctiveKey();
    const mockServer = await startMockServer(secretKey);
    cleanups.push(() => mockServer.close());
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', './test/e2e/support/own-package.mjs', 'examples/plain-html/server.mjs'], {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_DIR: publicDir,
        RAMP_BASE_URL: mockServer.url,
        RAMP_SECRET_KEY: secretKey,
        RAMP_BUSINESS_ID: IDENTITY.businessId,
        RAMP_LINK_TAG: IDENTITY.linkTag,
        RAMP_DEPOSIT_ADDRESS_POLYGON: MOCK_DEPOSIT_ADDRESSES.polygon,
        // The signer asks the service again once a pending status is this old, so a test sees a settlement in seconds.
        RAMP_STATUS_STALE_MS: '500',
      },
    });
    cleanups.push(() => stopGroup(child));
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(`${url}/`, 60_000, () => child.exitCode === null).catch((error: Error) => {
      throw new Error(`${error.message}\n--- example server output ---\n${output}`, { cause: error });
    });
    const browser = await openChromium();
    cleanups.push(() => browser.close());
    return { url, mockServer, browser, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The hooks of a plain-HTML test file: one site for the file, a fresh page of the given size for each
 * test (closed when it ends), the mock's request log emptied before each.
 */
export function usePlainHtmlSite(bind: (site: PlainHtmlSite) => void, bindPage: (page: Page) => void, viewport: { width: number; height: number }): void {
  let site: PlainHtmlSite | undefined;
  beforeAll(async () => {
    site = await startPlainHtmlSite();
    bind(site);
  });
  afterAll(async () => {
    await site?.stop();
  });
  beforeEach(async (context) => {
    if (!site) throw new Error('the site did not start');
    site.mockServer.mock.reset();
    const page = await site.browser.newPage({ viewport });
    bindPage(page);
    closeWhenFinished(page, context);
  });
}
