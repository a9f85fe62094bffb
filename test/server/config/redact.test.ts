import { describe, expect, it } from 'vitest';
import { createScrubber, redactingLogger } from '../../../src/server/config/redact';
import { SECRET, browserPost, buyBody, fakeUpstream, sellBody, signerWith, upstreamJson, type SeenCall } from '../support/helpers';

/** An upstream that answers every route successfully with the key planted in the values the signer passes on. */
function echoingUpstream(secret: string) {
  const headers = { 'content-type': 'application/json', 'x-echo': secret, 'set-cookie': `k=${secret}` };
  return fakeUpstream((call: SeenCall) => {
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers });
    // Beside the entries holding the key, the vendor and bank the buy and sell name, so those go through.
    if (call.url.includes('/vendors')) {
      return json({ vendors: [{ name: secret, bank: `Bank ${secret}`, number: '0123456789' }, { name: 'Adaeze Okonkwo', bank: 'Access Bank', number: '0123456789' }] });
    }
    if (call.url.includes('/banks')) return json({ banks: [{ name: `${secret} Bank`, code: secret }, { name: 'Wema Bank' }] });
    const type = call.url.endsWith('/onramp') ? 'Buy' : 'Sell';
    return json({
      status: 'success',
      message: `created with ${secret}`,
      transaction: { transaction_id: '645c329afc3ac414bf70f9a1', type, amount: 50, reference: secret, network: secret, date_created: 'May 11, 2023' },
    });
  });
}

async function everyAnswer(secret: string, echoed = secret): Promise<string[]> {
  const { fetch } = echoingUpstream(echoed);
  const signer = signerWith(fetch, { secretKey: secret, listCacheMs: 0 });
  const requests = [
    () => new Request('http://shop.example/api/ramp/vendors'),
    () => new Request('http://shop.example/api/ramp/banks'),
    () => browserPost('/api/ramp/onramp', buyBody()),
    // The same buy again: the stored answer replayed.
    () => browserPost('/api/ramp/onramp', buyBody()),
    () => browserPost('/api/ramp/offramp', sellBody(), { 'idempotency-key': 'sell_1' }),
  ];
  const seen: string[] = [];
  for (const request of requests) {
    const response = await signer(request());
    expect(response.status).toBe(200);
    seen.push(await response.text(), JSON.stringify([...response.headers]));
  }
  return seen;
}

describe('a key the service echoes back', () => {
  it('never reaches the caller: lists, success bodies, replays and headers are scrubbed', async () => {
    const seen = await everyAnswer(SECRET);
    expect(seen.join('\n')).toContain('[redacted]');
    for (const text of seen) expect(text.toLowerCase()).not.toContain(SECRET.toLowerCase());
  });

  it('is scrubbed in another letter case too', async () => {
    const seen = await everyAnswer(SECRET, SECRET.toUpperCase());
    for (const text of seen) expect(text.toLowerCase()).not.toContain(SECRET.toLowerCase());
  });

  it('is scrubbed when the key holds characters JSON escapes', async () => {
    const awkward = 'sk_"quoted"\\slash/-1';
    const seen = await everyAnswer(awkward);
    for (const text of seen) {
      expect(text).not.toContain(awkward);
      expect(text).not.toContain(JSON.stringify(awkward).slice(1, -1));
    }
  });

  it('leaves a clean body as it is', () => {
    const scrub = createScrubber(SECRET);
    const body = JSON.stringify({ vendors: [{ name: 'Adaeze Okonkwo' }] });
    expect(scrub(body)).toBe(body);
    expect(scrub(`{"name":"${SECRET}"}`)).toBe('{"name":"[redacted]"}');
  });
});

it('the reproduction: a vendor named after the key is listed with the key masked', async () => {
  const signer = signerWith(async () => upstreamJson(200, { vendors: [{ name: SECRET, bank: 'Access Bank', number: '0123456789' }] }));
  const text = await (await signer(new Request('http://shop.example/api/ramp/vendors'))).text();
  expect(JSON.parse(text)).toEqual({ vendors: [{ name: '[redacted]', bank: 'Access Bank', number: '0123456789' }] });
});

describe('the redacting logger', () => {
  it('hands a line without fields to the host logger as the message alone, and a line with fields scrubbed', () => {
    const calls: unknown[][] = [];
    const logger = redactingLogger({ warn: (...args) => void calls.push(args), info: (...args) => void calls.push(args) }, SECRET);
    logger.info?.('signer ready');
    logger.warn(`upstream said ${SECRET}`, { route: 'vendors', echoed: SECRET });
    // `console.info('signer ready', undefined)` prints "signer ready undefined".
    expect(calls[0]).toStrictEqual(['signer ready']);
    expect(calls[1]).toEqual(['upstream said [redacted]', { route: 'vendors', echoed: '[redacted]' }]);
  });
});
