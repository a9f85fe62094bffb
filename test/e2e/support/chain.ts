import { randomBytes } from 'node:crypto';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, findChromium } from '../../support/chromium';
import { startDemo, type DemoServer } from './demo-server';
import { startMockServer, type MockServer } from './mock-server';

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
    });
    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs, headless: true });
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
