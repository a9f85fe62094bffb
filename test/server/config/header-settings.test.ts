import { describe, expect, it } from 'vitest';
import { createMockRampService } from '../../../src/mock';
import { assertRampSignerConfig, createRampWebhookHandler } from '../../../src/server';
import { browserPost, buyBody, fetchServingLists, signerWith } from '../support/helpers';

const KEY = 'live_s_lk_0123456789abcdef';

// A key copied from a dashboard can bring an invisible character with it; two .env lines can run into one.
const UNSENDABLE_KEYS = [
  ['a zero-width space', `${KEY.slice(0, 10)}\u200b${KEY.slice(10)}`],
  ['a line break', `${KEY}\nRAMP_BUSINESS_ID=biz_1`],
  ['a NUL', `${KEY}\u0000`],
] as const;

describe('header settings the signer cannot send', () => {
  it.each(UNSENDABLE_KEYS)('a key holding %s is a configuration error naming RAMP_SECRET_KEY, never a request that "may have gone through"', async (_what, secretKey) => {
    const mock = createMockRampService({ secretKey: KEY });
    const signer = signerWith(fetchServingLists(mock.fetch), { secretKey, logger: { warn: () => undefined } });

    const response = await signer(browserPost('/api/ramp/onramp', buyBody()));
    const text = await response.text();

    expect(response.status).toBe(500);
    expect(JSON.parse(text).error.code).toBe('configuration');
    expect(text).toContain('RAMP_SECRET_KEY');
    expect(text).not.toContain(KEY.slice(10));
    expect(mock.received).toHaveLength(0);
    expect(() => assertRampSignerConfig({ secretKey, businessId: 'b', linkTag: 't', baseUrl: 'https://ramp.example', env: {} })).toThrow('RAMP_SECRET_KEY');
  });

  it.each(['service sec key', 'service-sec-key:', 'x-kéy'])('a secret header name %j is a configuration error naming RAMP_SECRET_HEADER', async (secretHeader) => {
    const mock = createMockRampService({ secretKey: KEY });
    const signer = signerWith(fetchServingLists(mock.fetch), { secretKey: KEY, secretHeader, logger: { warn: () => undefined } });

    const response = await signer(browserPost('/api/ramp/onramp', buyBody()));

    expect(response.status).toBe(500);
    expect(await response.text()).toContain('RAMP_SECRET_HEADER');
    expect(mock.received).toHaveLength(0);
  });

  it('a webhook header name no request can carry is a configuration error naming RAMP_WEBHOOK_SECRET_HEADER, not a throw per delivery', async () => {
    const receive = createRampWebhookHandler({ webhookSecret: 'whsec_1', webhookSecretHeader: 'bridge webhook secret', env: {}, logger: { warn: () => undefined } });
    const delivery = new Request('http://shop.example/webhooks', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

    const response = await receive(delivery);

    expect(response.status).toBe(500);
    expect(await response.text()).toContain('RAMP_WEBHOOK_SECRET_HEADER');
  });
});
