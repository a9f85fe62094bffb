import { createServer } from 'node:http';
import { createMockRampService } from '../mock';
import { createRampSigner, toNodeHandler, type SignerEnv } from '../server';
import { listen, maskKey, portFrom } from './serve';
import { envText, settleDelay, signerOverMock } from './signer-over-mock';

/** Where the mock host serves the signer; everything else is the mock ramp service itself. */
export const MOCK_SIGNER_PATH = '/api/ramp';

/** A running mock host: its address, what to tell the person who started it, and how to stop it. */
export type MockHost = { url: string; lines: string[]; close: () => Promise<void> };

const underSigner = (path: string) => path === MOCK_SIGNER_PATH || path.startsWith(`${MOCK_SIGNER_PATH}/`) || path.startsWith(`${MOCK_SIGNER_PATH}?`);

/**
 * Serves, on one port, the signer at `/api/ramp` over an in-process mock (deposit addresses and
 * quotes on, so both flows work with no configuration), and the mock ramp service itself at its
 * own paths (`/transactions/v1/...`) for a host's own signer to use as `RAMP_BASE_URL`. Reads
 * `PORT` (default 4010), `HOST` (default 127.0.0.1), `RAMP_SECRET_KEY` (the key the mock accepts;
 * default a fresh test key), `RAMP_WEBHOOK_URL` and `RAMP_WEBHOOK_SECRET` (where it posts its
 * webhooks), `RAMP_MOCK_SETTLE_MS` (default 0) and the signer's own `RAMP_*` variables.
 */
export async function startMockHost(env: SignerEnv): Promise<MockHost> {
  const webhookUrl = envText(env, 'RAMP_WEBHOOK_URL');
  const webhookSecret = envText(env, 'RAMP_WEBHOOK_SECRET');
  if (webhookUrl && !webhookSecret) throw new Error('RAMP_WEBHOOK_URL is set without RAMP_WEBHOOK_SECRET: set both to receive webhooks.');
  const mock = createMockRampService({
    secretKey: envText(env, 'RAMP_SECRET_KEY'),
    maxReceived: 100,
    // A fee on sells, so the quote line shows one taken off; the records pay what the quote says.
    nairaFee: 500,
    lifecycle: { settleAfterMs: settleDelay(env, 0) },
    webhooks: webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret, header: envText(env, 'RAMP_WEBHOOK_SECRET_HEADER') } : undefined,
  });
  const signer = toNodeHandler(createRampSigner({ ...signerOverMock(mock, env), basePath: MOCK_SIGNER_PATH, logger: console }));
  const service = toNodeHandler(mock.handle);
  const server = createServer((req, res) => void (underSigner(req.url ?? '/') ? signer(req, res) : service(req, res)));
  const url = await listen(server, portFrom(env.PORT, 4010), envText(env, 'HOST') ?? '127.0.0.1');
  const lines = [
    `naira-ramp mock on ${url}`,
    `  Signer over the mock (deposit addresses and quotes on): ${url}${MOCK_SIGNER_PATH}`,
    `    a page's <BuyRamp signer="/api/ramp" /> reaches it when its dev server proxies /api/ramp here`,
    `  Mock ramp service, for a signer of your own:`,
    `    RAMP_BASE_URL=${url}`,
    `    RAMP_SECRET_KEY=${envText(env, 'RAMP_SECRET_KEY') ? '(yours, as set)' : `${mock.secretKey}   (a test key for this mock only)`}`,
    webhookUrl ? `  Webhooks to ${webhookUrl}` : '  No webhooks: set RAMP_WEBHOOK_URL and RAMP_WEBHOOK_SECRET to receive them',
  ];
  return {
    url,
    lines: envText(env, 'RAMP_SECRET_KEY') ? lines.map((line) => line.replace('(yours, as set)', maskKey(mock.secretKey))) : lines,
    close: () => {
      mock.stop();
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
