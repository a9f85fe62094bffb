import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type DemoServer } from './support/demo-server';
import { WALLETS } from './support/flows';

// The demo on its mock, with the documented variables a host sets: they win over the mock's defaults.
const SOLANA_DEPOSIT = '4j7Eim23DxEkF3rTAbekvA7S95rfq2d4sNuqvvvgJN8q';
let demo: DemoServer;

beforeAll(async () => {
  demo = await startDemo({ RAMP_BASE_URL: '', RAMP_SECRET_KEY: '', RAMP_DEPOSIT_ADDRESS_SOLANA: SOLANA_DEPOSIT, RAMP_ALLOWED_ORIGINS: 'https://shop.example' });
});
afterAll(async () => {
  await demo?.stop();
});

describe('the demo with RAMP_* settings over its mock', () => {
  it('takes sells only where RAMP_DEPOSIT_ADDRESS_* names an address, and sends people to that one', async () => {
    expect(await (await fetch(`${demo.url}/api/ramp/config`)).json()).toMatchObject({ sell_networks: ['solana'] });
    const response = await fetch(`${demo.url}/api/ramp/offramp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'demo-settings-0001' },
      body: JSON.stringify({ amount: 50, asset: 'USDT', account_name: 'Tansi Jones', account_number: '9480948372', bank_name: 'Wema Bank', network: 'solana', wallet_address: WALLETS.solana }),
    });
    expect(((await response.json()) as { deposit?: { address: string } }).deposit?.address).toBe(SOLANA_DEPOSIT);
  });

  it('refuses a page from an origin RAMP_ALLOWED_ORIGINS leaves out', async () => {
    const response = await fetch(`${demo.url}/api/ramp/config`, { headers: { origin: 'https://elsewhere.example' } });
    expect(response.status).toBe(403);
  });
});
