import { describe, expect, it, vi } from 'vitest';
import { createMockRampService, MOCK_VENDORS } from '../../../src/mock';
import { createRampSigner, createRampWebhookHandler, createRedisStore, type LogFields, type RampSignerOptions } from '../../../src/server';
import { buyRequest, newReference } from '../support/chain';
import { buyBody } from '../support/helpers';

const ACCOUNT = '5555555555';
const NAME = 'Tansi Jones';
const WALLET = buyBody().wallet_address as string;

/** A logger that keeps every line whole, fields included. */
function keeping() {
  const lines: string[] = [];
  return { lines, logger: { warn: (message: string, fields?: LogFields) => void lines.push(`${message} ${JSON.stringify(fields ?? {})}`) } };
}

function signerWith(options: RampSignerOptions) {
  // A vendor named as the person is, so a buy can carry the name in every field that takes one.
  const mock = createMockRampService({ vendors: [...MOCK_VENDORS, { venderName: NAME, vendorNumber: '0123456789', vendorBank: 'Access Bank' }] });
  return createRampSigner({ secretKey: mock.secretKey, businessId: 'biz', linkTag: 'tag', baseUrl: 'https://ramp.example', basePath: '/api/ramp', env: {}, fetch: mock.fetch, ...options });
}

const expectNoPersonalData = (lines: string[]) => {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line).not.toContain(ACCOUNT);
    expect(line).not.toContain(WALLET);
    expect(line.toLowerCase()).not.toContain(NAME.toLowerCase());
  }
};

describe('no personal data in the log, whatever host code throws', () => {
  it('resolveAccountName: "paystack failed for account 5555555555 bank 035" is logged with the number masked', async () => {
    const { lines, logger } = keeping();
    const signer = signerWith({
      logger,
      resolveAccountName: () => {
        throw new Error(`paystack failed for account ${ACCOUNT} bank 035`);
      },
    });
    const response = await signer(new Request(`http://shop.example/api/ramp/account-name?bank_name=Wema%20Bank&account_number=${ACCOUNT}`), { clientAddress: '203.0.113.1' });
    expect(response.status).toBe(502);
    expectNoPersonalData(lines);
    expect(lines.join('\n')).toContain('******5555');
  });

  it('onTransaction: the request’s name, account and wallet are masked in its error', async () => {
    const { lines, logger } = keeping();
    let reported!: () => void;
    const done = new Promise<void>((resolve) => (reported = resolve));
    const signer = signerWith({
      logger: { warn: (message, fields) => (logger.warn(message, fields), reported()) },
      onTransaction: ({ request }) => {
        const body = request as unknown as Record<string, string>;
        throw new Error(`could not save ${body.account_name} (${body.account_number}) to ${body.wallet_address}`);
      },
    });
    expect((await signer(buyRequest(newReference(), { account_name: NAME, account_number: ACCOUNT }))).status).toBe(200);
    await done;
    expectNoPersonalData(lines);
  });

  it('authorize and quote: addresses and numbers in what they throw are masked', async () => {
    const { lines, logger } = keeping();
    const signer = signerWith({
      logger,
      authorize: (request) => {
        if (request.url.includes('vendors')) throw new Error(`no user for wallet ${WALLET}`);
        return { userId: 'u1' };
      },
      quote: () => {
        throw new Error(`no rate for account ${ACCOUNT}`);
      },
    });
    expect((await signer(new Request('http://shop.example/api/ramp/vendors'))).status).toBe(500);
    expect((await signer(new Request('http://shop.example/api/ramp/quote?side=sell&amount=120.5&asset=USDC&network=polygon'))).status).toBe(502);
    expectNoPersonalData(lines);
  });

  it('a store that fails quoting what it was given: the kept write’s log line is masked', async () => {
    const { lines, logger } = keeping();
    const failing = createRedisStore({
      client: {
        set: async (_key: string, value: string) => {
          throw new Error(`OOM command not allowed when writing ${value}`);
        },
        get: async () => null,
      } as never,
      logger,
    });
    const store = Object.assign(Object.create(failing) as typeof failing, { get: async () => undefined, getMany: async (keys: readonly string[]) => keys.map(() => undefined), add: async () => true });
    const signer = signerWith({ logger, store });
    expect((await signer(buyRequest(newReference(), { account_name: NAME, account_number: ACCOUNT, vendor_name: NAME }))).status).toBe(200);
    await vi.waitFor(() => expect(lines.some((line) => /could not record/.test(line))).toBe(true));
    expectNoPersonalData(lines);
  });

  it('onEvent: the payload’s names and numbers are masked in its error', async () => {
    const { lines, logger } = keeping();
    const webhooks = createRampWebhookHandler({
      webhookSecret: 'whsec_test',
      env: {},
      logger,
      onEvent: ({ payload }) => {
        throw new Error(`cannot credit ${String(payload.account_name)} at ${String(payload.account_number)}`);
      },
    });
    const body = { event: 'bridge.events.transaction_request.updated', payload: { reference: newReference(), account_name: NAME, account_number: ACCOUNT, transaction_status: 'Completed' } };
    const response = await webhooks(new Request('http://shop.example/api/ramp/webhooks', { method: 'POST', headers: { 'content-type': 'application/json', 'bridge-webhook-secret': 'whsec_test' }, body: JSON.stringify(body) }));
    expect(response.status).toBe(500);
    expectNoPersonalData(lines);
  });
});
