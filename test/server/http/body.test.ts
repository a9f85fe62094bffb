import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { browserPost, buyBody, fakeUpstream, sellBody, signerWith, successFor, withoutLists } from '../support/helpers';

type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string> } };

function streamOf(chunks: number, chunkBytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent += 1;
      controller.enqueue(new TextEncoder().encode(' '.repeat(chunkBytes)));
    },
  });
}

describe('signer request bodies', () => {
  it('refuses a body that is not JSON with 400 and never calls upstream', async () => {
    const { fetch, calls } = fakeUpstream(successFor);
    const response = await signerWith(fetch)(browserPost('/api/ramp/onramp', '{"amount": 25000,'));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.code).toBe('validation');
    expect(calls).toHaveLength(0);
  });

  it.each([undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx'])(
    'refuses content type %s with 415',
    async (type) => {
      const { fetch, calls } = fakeUpstream(successFor);
      const headers = new Headers({ origin: 'http://shop.example' });
      if (type) headers.set('content-type', type);
      const request = new Request('http://shop.example/api/ramp/onramp', { method: 'POST', headers, body: new Blob([JSON.stringify(buyBody())]) });
      const response = await signerWith(fetch)(request);
      expect(response.status).toBe(415);
      expect(((await response.json()) as ErrorJson).error.code).toBe('unsupported_media_type');
      expect(calls).toHaveLength(0);
    },
  );

  it.each(['gzip', 'br', 'deflate, gzip'])('refuses a body sent with Content-Encoding %s with 415 naming the header', async (encoding) => {
    const { fetch, calls } = fakeUpstream(successFor);
    const request = new Request('http://shop.example/api/ramp/onramp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': encoding, 'idempotency-key': 'ref_20260101_abc' },
      body: gzipSync(JSON.stringify(buyBody())),
    });
    const response = await signerWith(fetch)(request);
    expect(response.status).toBe(415);
    const { error } = (await response.json()) as ErrorJson;
    expect(error.code).toBe('unsupported_media_type');
    expect(error.message).toContain('Content-Encoding');
    expect(calls).toHaveLength(0);
  });

  it('reads a body whose Content-Encoding is identity', async () => {
    const { fetch } = fakeUpstream(successFor);
    const response = await signerWith(fetch)(browserPost('/api/ramp/onramp', buyBody(), { 'content-encoding': 'Identity' }));
    expect(response.status).toBe(200);
  });

  it('accepts application/json with a charset, in any case', async () => {
    const { fetch } = fakeUpstream(successFor);
    const response = await signerWith(fetch)(browserPost('/api/ramp/onramp', buyBody(), { 'content-type': 'Application/JSON; charset=utf-8' }));
    expect(response.status).toBe(200);
  });

  it('answers 413 to a body over 16 KiB', async () => {
    const { fetch, calls } = fakeUpstream(successFor);
    const body = JSON.stringify({ ...buyBody(), padding: 'x'.repeat(16 * 1024) });
    const response = await signerWith(fetch)(browserPost('/api/ramp/onramp', body));
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorJson).error.code).toBe('payload_too_large');
    expect(calls).toHaveLength(0);
  });

  it('enforces the limit while reading a stream that declares no length, and stops reading', async () => {
    const { fetch } = fakeUpstream(successFor);
    let pulled = 0;
    const inner = streamOf(1000, 1024);
    const reader = inner.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await reader.read();
        pulled += 1;
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
    });
    const request = new Request('http://shop.example/api/ramp/onramp', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await signerWith(fetch)(request);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(40);
  });

  it('accepts a body of exactly 16 KiB', async () => {
    const { fetch } = fakeUpstream(successFor);
    const base = JSON.stringify(buyBody());
    const body = base + ' '.repeat(16 * 1024 - base.length);
    const response = await signerWith(fetch)(browserPost('/api/ramp/onramp', body));
    expect(response.status).toBe(200);
  });

  it('names every bad field with 422 and never calls upstream', async () => {
    const { fetch, calls } = fakeUpstream(successFor);
    const response = await signerWith(fetch)(browserPost('/api/ramp/onramp', { amount: 'lots', network: 'bitcoin' }));
    expect(response.status).toBe(422);
    const json = (await response.json()) as ErrorJson;
    expect(json.error.code).toBe('validation');
    expect(Object.keys(json.error.fields ?? {}).sort()).toEqual(
      ['account_number', 'amount', 'bank_name', 'network', 'vendor_bank', 'vendor_name', 'vendor_number', 'wallet_address'].sort(),
    );
    expect(calls).toHaveLength(0);
  });

  it('answers an amount outside the limits with 422 code limit, using the configured limits', async () => {
    const { fetch, calls } = fakeUpstream(successFor);
    const signer = signerWith(fetch, { limits: { buy: { min: 30000 } } });
    const response = await signer(browserPost('/api/ramp/onramp', buyBody({ amount: 25000 })));
    expect(response.status).toBe(422);
    const json = (await response.json()) as ErrorJson;
    expect(json.error.code).toBe('limit');
    expect(json.error.fields?.amount).toMatch(/30,000/);
    expect(calls).toHaveLength(0);
  });

  it('sets business_id, link_tag and type itself and drops fields the interface does not name', async () => {
    const { fetch, calls } = fakeUpstream(successFor);
    const signer = signerWith(fetch);
    const hostile = { business_id: 'someone-else', link_tag: 'other', type: 'sell_ramp', admin: true, __proto__: { polluted: 1 } };
    await signer(browserPost('/api/ramp/onramp', buyBody(hostile)));
    await signer(browserPost('/api/ramp/offramp', sellBody({ ...hostile, type: 'buy_ramp', reference: 'x', vendor_name: 'v' }), { 'idempotency-key': 'sell_ref_1' }));
    const sent = withoutLists(calls);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.body).toEqual({
      business_id: 'biz_123',
      link_tag: 'Link_eng',
      type: 'buy_ramp',
      amount: 25000,
      vendor_name: 'Adaeze Okonkwo',
      vendor_bank: 'Access Bank',
      vendor_number: '0123456789',
      bank_name: 'Zenith Bank',
      account_number: '1234567890',
      network: 'polygon',
      wallet_address: '0x52908400098527886e0f7030069857d2e4169ee7',
      reference: 'ref_20260101_abc',
    });
    expect(sent[1]?.body).toEqual({
      business_id: 'biz_123',
      link_tag: 'Link_eng',
      type: 'sell_ramp',
      amount: 50,
      account_name: 'Tansi Jones',
      account_number: '9480948372',
      bank_name: 'Wema Bank',
      network: 'stellar',
      wallet_address: 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7',
    });
  });

  it('sends upstream only the secret header, accept and content-type', async () => {
    const { fetch, calls } = fakeUpstream(successFor);
    const signer = signerWith(fetch, { secretHeader: 'x-custom-sec-key' });
    await signer(browserPost('/api/ramp/onramp', buyBody(), { 'x-forwarded-for': '1.2.3.4', 'user-agent': 'Browser/1.0', 'service-sec-key': 'forged' }));
    await signer(new Request('http://shop.example/api/ramp/banks', { headers: { cookie: 'a=b', authorization: 'Basic eA==' } }));
    for (const call of calls) {
      expect(call.headers).toEqual({ 'x-custom-sec-key': 'live_s_lk_Zq8X-SECRET-9f3c1e77b2d04a6e', accept: 'application/json', 'content-type': 'application/json' });
    }
  });
});
