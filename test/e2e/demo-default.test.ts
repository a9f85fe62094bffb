import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_VENDORS } from '../../src/mock';
import { startDemo, type DemoServer } from './support/demo-server';
import { buyWidget } from './support/flows';
import { openChromium } from './support/browser';

// The demo as a newcomer starts it (`npm start`, the page through Vite's dev server): no RAMP_*
// settings, so the mock runs in the same process.
let demo: DemoServer;

beforeAll(async () => {
  demo = await startDemo({ RAMP_BASE_URL: '', RAMP_SECRET_KEY: '', RAMP_BUSINESS_ID: '', RAMP_LINK_TAG: '' }, 'dev');
});
afterAll(async () => {
  await demo?.stop();
});

describe('the demo with no configuration', () => {
  it('says where to open it and that it uses the in-process mock', () => {
    expect(demo.output()).toContain(`open ${demo.url}/`);
    expect(demo.output()).toMatch(/mock/i);
  });

  it('starts without a deprecation warning of its own making', () => {
    expect(demo.output()).not.toMatch(/deprecated/i);
  });

  it('answers a valid buy through its signer with the mock service\'s transaction', async () => {
    const response = await fetch(`${demo.url}/api/ramp/onramp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: 25000,
        vendor_name: MOCK_VENDORS[0]!.venderName,
        vendor_bank: MOCK_VENDORS[0]!.vendorBank,
        vendor_number: MOCK_VENDORS[0]!.vendorNumber,
        bank_name: 'Zenith Bank',
        account_number: '0987654321',
        network: 'stellar',
        wallet_address: 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7',
        reference: 'demo-smoke-0001',
      }),
    });
    expect(response.status).toBe(200);
    const json = (await response.json()) as { transaction: { transaction_id: string; reference: string } };
    expect(json.transaction.transaction_id).toMatch(/^[0-9a-f]{24}$/);
    expect(json.transaction.reference).toBe('demo-smoke-0001');
  });

  it('serves the page with the vendor list loaded through the chain', async () => {
    const browser = await openChromium();
    try {
      const page = await browser.newPage();
      await page.goto(`${demo.url}/`);
      await buyWidget(page).getByRole('radio', { name: new RegExp(MOCK_VENDORS[0]!.venderName) }).waitFor();
      // What the page shows settles by itself on the mock: the page says so, with the delay the server uses.
      const note = page.getByRole('note');
      await note.waitFor();
      expect(await note.textContent()).toMatch(/mock ramp service.*no money moves.*completes by itself 4 seconds after/i);
    } finally {
      await browser.close();
    }
  });
});
