import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockRampService } from '../../../src/mock';
import { createRampSigner, toNodeHandler } from '../../../src/server';
import { buyBody } from '../support/helpers';
import { serve, type Served } from '../support/loopback';

const mock = createMockRampService();
const signer = createRampSigner({ secretKey: mock.secretKey, businessId: 'biz', linkTag: 'tag', baseUrl: 'http://mock.invalid', basePath: '/api/ramp', fetch: mock.fetch, env: {} });

const open: Served[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** An Express app as most are set up: its body parsers first, then the signer under its mount. */
async function expressApp(parsers: express.RequestHandler[]): Promise<Served> {
  const app = express();
  for (const parser of parsers) app.use(parser);
  app.use('/api/ramp', toNodeHandler(signer));
  const served = await serve(async (req: IncomingMessage, res: ServerResponse) => void app(req, res), false);
  open.push(served);
  return served;
}

const postJson = (url: string, body: unknown, key: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body) });

describe('the Node adapter after the host app parsed the body', () => {
  it.each([
    ['express.json()', [express.json()]],
    ['express.json() and express.urlencoded()', [express.json(), express.urlencoded({ extended: false })]],
    ['express.text({ type: "application/json" })', [express.text({ type: 'application/json' })]],
    ['express.raw({ type: "application/json" })', [express.raw({ type: 'application/json' })]],
  ])('takes the body %s parsed and forwards the transaction', async (name, parsers) => {
    const { url } = await expressApp(parsers);
    const reference = `parsed-${name.length}-${parsers.length}-${Date.now()}`;
    const body = buyBody({ reference });
    const response = await postJson(`${url}/api/ramp/onramp`, body, reference);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(mock.received.at(-1)?.body).toMatchObject({ amount: body.amount, wallet_address: body.wallet_address, reference });
  });

  it('takes a gzip body express.json() inflated', async () => {
    const { url } = await expressApp([express.json()]);
    const reference = `parsed-gzip-${Date.now()}`;
    const response = await fetch(`${url}/api/ramp/onramp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'idempotency-key': reference },
      body: gzipSync(JSON.stringify(buyBody({ reference }))),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(mock.received.at(-1)?.body).toMatchObject({ reference });
  });

  it('still names each bad field of a parsed body', async () => {
    const { url } = await expressApp([express.json()]);
    const response = await postJson(`${url}/api/ramp/onramp`, { ...buyBody(), account_number: '12' }, 'parsed-bad-0001');
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('account_number');
  });

  it('refuses a parsed body over the size limit as it refuses an unparsed one', async () => {
    const { url } = await expressApp([express.json({ limit: '1mb' })]);
    const response = await postJson(`${url}/api/ramp/onramp`, { ...buyBody(), padding: 'x'.repeat(20_000) }, 'parsed-big-0001');
    expect(response.status).toBe(413);
  });

  it('answers a form post the app parsed with express.urlencoded() as a body that is not JSON', async () => {
    const { url } = await expressApp([express.urlencoded({ extended: false })]);
    const response = await fetch(`${url}/api/ramp/onramp`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'amount=25000' });
    expect(response.status).toBe(415);
  });
});
