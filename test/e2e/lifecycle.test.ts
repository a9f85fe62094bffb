import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAMP_WEBHOOK_EVENTS } from '../../src/core';
import { MOCK_VENDORS } from '../../src/mock';
import { startDemo, type DemoServer } from './support/demo-server';

// The demo as `npm start` runs it (in-process mock), with a known webhook secret so the test can post too.
const SECRET = 'demo_whsec_e2e_4f8a0c';
let demo: DemoServer;

beforeAll(async () => {
  demo = await startDemo({ RAMP_BASE_URL: '', RAMP_SECRET_KEY: '', RAMP_BUSINESS_ID: '', RAMP_LINK_TAG: '', RAMP_WEBHOOK_SECRET: SECRET });
});
afterAll(async () => {
  await demo?.stop();
});

const vendor = MOCK_VENDORS[0]!;

function buy(reference: string): Promise<Response> {
  return fetch(`${demo.url}/api/ramp/onramp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': reference },
    body: JSON.stringify({
      amount: 25000,
      vendor_name: vendor.venderName,
      vendor_bank: vendor.vendorBank,
      vendor_number: vendor.vendorNumber,
      bank_name: 'Zenith Bank',
      account_number: '0987654321',
      network: 'stellar',
      wallet_address: 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7',
      reference,
    }),
  });
}

async function statusOf(reference: string): Promise<string> {
  const response = await fetch(`${demo.url}/api/ramp/transactions/${reference}`);
  return ((await response.json()) as { status: string }).status;
}

const hook = (body: string, secret = SECRET) =>
  fetch(`${demo.url}/api/ramp/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json', 'bridge-webhook-secret': secret }, body });

describe('the demo chain after a buy', () => {
  it('moves the status from pending to completed with no reload, as the mock settles and posts its webhook', async () => {
    const reference = `e2e-life-${Date.now().toString(36)}`;
    expect((await buy(reference)).status).toBe(200);
    const seen: string[] = [];
    await expect
      .poll(async () => {
        const status = await statusOf(reference);
        if (seen.at(-1) !== status) seen.push(status);
        return status;
      }, { timeout: 30_000, interval: 250 })
      .toBe('completed');
    expect(seen).toEqual(['pending', 'completed']);
    // The status route may read "completed" from the service before its webhook reaches the demo.
    await expect.poll(() => demo.output(), { timeout: 30_000 }).toContain(`${RAMP_WEBHOOK_EVENTS.updated} ${reference} completed`);
  });

  it('answers 404 for a reference it did not create', async () => {
    expect((await fetch(`${demo.url}/api/ramp/transactions/never-made-here`)).status).toBe(404);
  });

  it('refuses a wrong secret, survives garbage and deduplicates a redelivered event', async () => {
    const event = JSON.stringify({ event: RAMP_WEBHOOK_EVENTS.updated, payload: { reference: `e2e-dup-${Date.now()}`, transaction_status: 'Failed' } });
    expect((await hook(event, 'wrong')).status).toBe(401);
    for (const garbage of ['{', '[]', '{"event":1}', '\u0000\u00ff']) expect((await hook(garbage)).status).toBe(400);
    const first = (await (await hook(event)).json()) as { duplicate?: boolean };
    const again = (await (await hook(event)).json()) as { duplicate?: boolean };
    expect([first.duplicate, again.duplicate]).toEqual([undefined, true]);
  });
});
