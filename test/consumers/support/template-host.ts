import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { buyAndSell } from './checkout';
import type { Consumer } from './consumer';
import { startAppServer, type AppServer } from './server';

/** What a template with mistakes makes the framework's checker say: every line it printed. */
export async function checkerOutput(app: Consumer, file: string, source: string, checker: [string, string[]]): Promise<{ code: number | null; output: string }> {
  const path = join(app.dir, file);
  writeFileSync(path, source);
  try {
    return await app.run(app.bin(checker[0]), checker[1]);
  } finally {
    rmSync(path);
  }
}

/**
 * `npm run mock` (the signer over a mock ramp service, as the example's README says) and the built app
 * served by `vite preview`, which proxies /api/ramp to the mock; then a buy and a sell to their receipts.
 */
export async function checkoutThroughPreview(app: Consumer, browser: Browser, name: string) {
  const mock = await startAppServer('npm', () => ['run', '--silent', 'mock'], app.dir, { path: '/api/ramp/config' });
  let preview: AppServer | undefined;
  try {
    preview = await startAppServer(app.bin('vite'), (port) => ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], app.dir, { env: { RAMP_SIGNER_URL: mock.url } });
    const checkout = await buyAndSell(browser, `${preview.url}/`, name);
    expect(checkout.created.map(({ route, status }) => `${route} ${status}`).sort()).toEqual(['offramp 200', 'onramp 200']);
    // The page's own ramp-success listener received the record the signer returned.
    const sold = checkout.created.find(({ route }) => route === 'offramp')!.body as { transaction: { transaction_id: string } };
    await expect.poll(() => checkout.page.getByRole('status').filter({ hasText: `Transaction ${sold.transaction.transaction_id} received` }).count()).toBe(1);
    return checkout;
  } finally {
    await preview?.stop();
    await mock.stop();
  }
}
