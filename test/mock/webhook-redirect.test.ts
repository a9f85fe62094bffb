import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockRampService } from '../../src/mock';
import { buyBody } from '../server/support/helpers';

const SECRET = 'whsec_Mk4-webhook-secret-7c1d';

async function listen(handle: (headers: IncomingHttpHeaders) => { status: number; location?: string }): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const { status, location } = handle(req.headers);
    req.resume();
    res.writeHead(status, location ? { location } : {}).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('the mock posting its webhooks', () => {
  it('never carries the webhook secret to where a redirect points: the redirect is a failed delivery', async () => {
    const elsewhere: IncomingHttpHeaders[] = [];
    const other = await listen((headers) => (elsewhere.push(headers), { status: 200 }));
    const receiver = await listen(() => ({ status: 307, location: `${other.url}/collect` }));
    servers.push(other.server, receiver.server);
    const mock = createMockRampService({ webhooks: { url: `${receiver.url}/hooks`, secret: SECRET, retryDelayMs: 1 } });
    const wire = { ...buyBody({ reference: 'ref-redirect' }), business_id: 'biz', link_tag: 'tag', type: 'buy_ramp' };

    await mock.fetch('http://mock.test/transactions/v1/onramp', { method: 'POST', headers: { [mock.secretHeader]: mock.secretKey }, body: JSON.stringify(wire) });
    await mock.webhooksIdle();
    mock.stop();

    expect(elsewhere.map((headers) => headers['bridge-webhook-secret'])).toEqual([]);
    // Each event (created, then settled) tried three times, none taken.
    expect(mock.webhookDeliveries.map((delivery) => delivery.status)).toEqual([307, 307, 307, 307, 307, 307]);
  });
});
