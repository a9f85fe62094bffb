import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES, MOCK_VENDORS } from '../../src/mock';
import { startMockHost, type MockHost } from '../../src/bin/mock-host';

const hosts: MockHost[] = [];
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.close()));
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function start(env: Record<string, string> = {}): Promise<MockHost> {
  const host = await startMockHost({ PORT: '0', HOST: '127.0.0.1', ...env });
  hosts.push(host);
  return host;
}

const SELL = {
  amount: 50.25, asset: 'USDC', account_name: 'Tansi Jones', account_number: '9480948372', bank_name: 'Wema Bank',
  network: 'polygon', wallet_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
};
const post = (url: string, body: unknown, key: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body) });

describe('naira-ramp-mock with no configuration', () => {
  it('serves the signer at /api/ramp with every network taking sells, a quote and account names', async () => {
    const { url } = await start();
    expect(await (await fetch(`${url}/api/ramp/config`)).json()).toMatchObject({ sell_networks: ['stellar', 'polygon', 'solana', 'avalanche'], quote: true, account_name: true });
    const quote = (await (await fetch(`${url}/api/ramp/quote?side=sell&amount=50.25&asset=USDC&network=polygon`)).json()) as { receive: number };
    expect(quote.receive).toBeGreaterThan(0);
  });

  it('finishes a sell with deposit instructions and a buy with the vendor it was sent', async () => {
    const { url } = await start();
    const sold = (await (await post(`${url}/api/ramp/offramp`, SELL, 'sell-0001')).json()) as { deposit?: { address: string } };
    expect(sold.deposit?.address).toBe(MOCK_DEPOSIT_ADDRESSES.polygon);
    const vendor = MOCK_VENDORS[0]!;
    const bought = await post(`${url}/api/ramp/onramp`, {
      amount: 25000, vendor_name: vendor.venderName, vendor_bank: vendor.vendorBank, vendor_number: vendor.vendorNumber,
      bank_name: 'Zenith Bank', account_number: '0987654321', account_name: 'Ngozi Obi', network: 'stellar',
      wallet_address: 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7', reference: 'buy-0001',
    }, 'buy-0001');
    expect(bought.status).toBe(200);
  });

  it('serves the mock ramp service itself for a signer of your own, behind the key it prints', async () => {
    const { url, lines } = await start();
    const key = /RAMP_SECRET_KEY=(\S+)/.exec(lines.join('\n'))?.[1];
    expect(lines).toContain(`    RAMP_BASE_URL=${url}`);
    expect((await fetch(`${url}/transactions/v1/banks`)).status).toBe(401);
    expect((await fetch(`${url}/transactions/v1/banks`, { headers: { 'service-sec-key': key! } })).status).toBe(200);
  });
});

describe('naira-ramp-mock with RAMP_* settings', () => {
  it('takes sells only on the networks whose RAMP_DEPOSIT_ADDRESS_* is set, at that address', async () => {
    const { url } = await start({ RAMP_DEPOSIT_ADDRESS_POLYGON: '0x6388add2F71C41668bB0d5Fa1F44698eB3D8fD22' });
    expect(((await (await fetch(`${url}/api/ramp/config`)).json()) as { sell_networks: string[] }).sell_networks).toEqual(['polygon']);
    const sold = (await (await post(`${url}/api/ramp/offramp`, SELL, 'sell-0002')).json()) as { deposit?: { address: string } };
    expect(sold.deposit?.address).toBe('0x6388add2F71C41668bB0d5Fa1F44698eB3D8fD22');
  });

  it('accepts the RAMP_SECRET_KEY it is given, never printing it whole', async () => {
    const key = 'mock_s_tk_the_hosts_own_key_0123456789';
    const { url, lines } = await start({ RAMP_SECRET_KEY: key });
    expect(lines.join('\n')).not.toContain(key);
    expect((await fetch(`${url}/transactions/v1/banks`, { headers: { 'service-sec-key': key } })).status).toBe(200);
  });

  it('posts its webhooks to RAMP_WEBHOOK_URL with RAMP_WEBHOOK_SECRET', async () => {
    const received: Array<{ secret: string | undefined; event: string }> = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ secret: req.headers['bridge-webhook-secret'] as string | undefined, event: (JSON.parse(body) as { event: string }).event });
        res.writeHead(200).end();
      });
    });
    servers.push(receiver);
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const address = receiver.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { url } = await start({ RAMP_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks`, RAMP_WEBHOOK_SECRET: 'whsec_test' });
    await post(`${url}/api/ramp/offramp`, SELL, 'sell-0003');
    await expect.poll(() => received.map(({ event }) => event)).toEqual([
      'bridge.events.transaction_request.successful',
      'bridge.events.transaction_request.updated',
    ]);
    expect(received.every(({ secret }) => secret === 'whsec_test')).toBe(true);
  });

  it('refuses a webhook URL without its secret, naming both', async () => {
    await expect(start({ RAMP_WEBHOOK_URL: 'http://127.0.0.1:9/hooks' })).rejects.toThrow(/RAMP_WEBHOOK_URL.*RAMP_WEBHOOK_SECRET/);
  });
});
