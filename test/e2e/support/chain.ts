import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startDemo, type DemoServer } from './demo-server';
import { startMockServer, type MockServer } from './mock-server';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../src/mock';
import { closeWhenFinished } from './failure-report';
import { openChromium } from './browser';

/** Identity the demo's signer is configured with; the mock must receive exactly these. */
export const IDENTITY = { businessId: 'biz_e2e_4821', linkTag: 'link_e2e_shop' } as const;

/** The whole chain: Chromium → demo host (own process) → its signer → the mock service over HTTP. */
export type Chain = { secretKey: string; mockServer: MockServer; demo: DemoServer; browser: Browser; stop: () => Promise<void> };

/** A key no page, asset or log could contain by accident, so finding it anywhere means it leaked. */
export function distinctiveKey(): string {
  return `sk_live_E2EDISTINCT_${randomBytes(16).toString('hex')}`;
}

/**
 * Starts the chain with the demo driving the mock as a real service (`RAMP_BASE_URL`), so the test
 * holds the key the mock accepts and reads every request the mock received.
 */
export async function startChain(): Promise<Chain> {
  const secretKey = distinctiveKey();
  const mockServer = await startMockServer(secretKey);
  let demo: DemoServer | undefined;
  try {
    demo = await startDemo({
      RAMP_BASE_URL: mockServer.url,
      RAMP_SECRET_KEY: secretKey,
      RAMP_BUSINESS_ID: IDENTITY.businessId,
      RAMP_LINK_TAG: IDENTITY.linkTag,
      // As a host would configure a real service: the sell flows run on Polygon.
      RAMP_DEPOSIT_ADDRESS_POLYGON: MOCK_DEPOSIT_ADDRESSES.polygon,
    });
    const browser = await openChromium();
    const started = demo;
    return {
      secretKey,
      mockServer,
      demo: started,
      browser,
      async stop() {
        await browser.close();
        await started.stop();
        await mockServer.close();
      },
    };
  } catch (error) {
    await demo?.stop();
    await mockServer.close();
    throw error;
  }
}

/**
 * The hooks of a page-per-test file: one chain for the file, a fresh 1280×900 page for each test
 * (closed when it ends), and with `resetMock` the mock's request log emptied before each test.
 */
export function useChainWithPages(bind: (chain: Chain) => void, bindPage: (page: Page) => void, options: { resetMock: boolean }): void {
  let chain: Chain | undefined;
  beforeAll(async () => {
    chain = await startChain();
    bind(chain);
  });
  afterAll(async () => {
    await chain?.stop();
  });
  beforeEach(async (context) => {
    if (!chain) throw new Error('the chain did not start');
    if (options.resetMock) chain.mockServer.mock.reset();
    const page = await chain.browser.newPage({ viewport: { width: 1280, height: 900 } });
    bindPage(page);
    closeWhenFinished(page, context);
  });
}
