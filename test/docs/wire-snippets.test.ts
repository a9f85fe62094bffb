import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES, createMockRampService } from '../../src/mock';
import { createRampSigner } from '../../src/server';

// The README's wire examples, sent to a real signer over the mock: each is what the signer takes or answers.
const snippet = (name: string): Record<string, unknown> => JSON.parse(readFileSync(join(import.meta.dirname, 'snippets/wire', name), 'utf8')) as Record<string, unknown>;
const mock = createMockRampService();
const signer = createRampSigner({
  secretKey: mock.secretKey, businessId: 'biz', linkTag: 'tag', baseUrl: 'https://ramp.example', fetch: mock.fetch, env: {},
  basePath: '/api/ramp', depositAddresses: { polygon: MOCK_DEPOSIT_ADDRESSES.polygon },
});
const post = (route: string, body: unknown, key: string) =>
  signer(new Request(`http://shop.example/api/ramp/${route}`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body) }));

describe("the README's wire examples", () => {
  it('POST /onramp: the buy body is taken and forwarded with the business set by the signer', async () => {
    const body = snippet('onramp.json');
    const response = await post('onramp', body, String(body.reference));
    expect(response.status).toBe(200);
    expect(mock.received.at(-1)?.body).toMatchObject({ ...body, business_id: 'biz', link_tag: 'tag' });
  });

  it('POST /offramp: the sell body is taken, and the answer carries the deposit instructions shown', async () => {
    const response = await post('offramp', snippet('offramp.json'), 'readme-offramp-0001');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject(snippet('deposit.json'));
  });

  it('the error shape: a Polygon address on a Stellar buy is answered exactly so', async () => {
    const body = { ...snippet('onramp.json'), wallet_address: snippet('offramp.json').wallet_address, reference: 'readme-error-0001' };
    const response = await post('onramp', body, 'readme-error-0001');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(snippet('validation-error.json'));
  });

  it('GET /transactions/{reference}: the status answer has the shape shown, naming the reference the widget sent', async () => {
    const body = { ...snippet('onramp.json'), reference: 'readme-status-0001' };
    expect((await post('onramp', body, body.reference)).status).toBe(200);
    const answer = (await (await signer(new Request('http://shop.example/api/ramp/transactions/readme-status-0001'))).json()) as Record<string, unknown>;
    const shown = snippet('status.json');
    expect(Object.keys(answer).sort()).toEqual(Object.keys(shown).sort());
    expect(answer.status).toBe(shown.status);
    expect(answer.transaction).toMatchObject({ transaction_id: expect.stringMatching(/^[0-9a-f]{24}$/), reference: expect.any(String) });
  });
});
