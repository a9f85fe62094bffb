import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { backgroundResult } from '../../support/background';

/**
 * The project's one Chromium (see chromium.setup.ts), connected for this file: its pages open in
 * contexts of their own, and `close()` closes them and the connection, not the browser.
 */
export async function openChromium(): Promise<Browser> {
  return chromium.connect(await backgroundResult<string>(inject('chromiumDir'), 'Chromium'));
}
