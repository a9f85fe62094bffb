import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createMockRampService } from '../src/mock';
import { createRampSigner, createRampWebhookHandler, toNodeHandler, type RampSignerOptions, type RampWebhookOptions } from '../src/server';
import { closeOnSignals, exitWith, listen, maskKey, portFrom } from '../src/bin/serve';
import { envText, settleDelay, signerOverMock } from '../src/bin/signer-over-mock';
import { demoPage } from './page';

const MOUNT = '/api/ramp';
const WEBHOOKS = `${MOUNT}/webhooks`;
/** What the page asks to say which service it drives: see `Backend`. */
const BACKEND = '/demo-backend.json';

/** The service behind the signer, as the page tells it: the in-process mock (and when it settles), or a real one. */
export type Backend = { mock: true; settleAfterMs: number } | { mock: false };

type Host = { signer: RampSignerOptions & RampWebhookOptions; describe: string; backend: Backend; stop?: () => void };

/**
 * The signer's (and webhook receiver's) options, driving the mock in this process unless
 * RAMP_BASE_URL names a real service. Every documented RAMP_* variable that is set wins over the
 * mock's defaults (deposit addresses, business, link, webhook secret and header). The mock settles
 * each transaction a few seconds after it is created (RAMP_MOCK_SETTLE_MS, default 4000) and posts
 * its webhooks to this demo's receiver.
 */
function hostFromEnvironment(env: NodeJS.ProcessEnv, publicUrl: () => string | undefined): Host {
  if (envText(env, 'RAMP_BASE_URL')) {
    return { signer: { basePath: MOUNT, logger: console }, describe: `ramp service at ${env.RAMP_BASE_URL}`, backend: { mock: false } };
  }
  const webhookSecret = envText(env, 'RAMP_WEBHOOK_SECRET') ?? `demo_whsec_${randomBytes(16).toString('hex')}`;
  const settleAfterMs = settleDelay(env, 4_000);
  const url = () => {
    const base = publicUrl();
    return base && `${base}${WEBHOOKS}`;
  };
  const mock = createMockRampService({
    secretKey: envText(env, 'RAMP_SECRET_KEY'),
    // A fee on sells, so the quote line shows one taken off; the records pay what the quote says.
    nairaFee: 500,
    lifecycle: { settleAfterMs },
    webhooks: { url, secret: webhookSecret, header: envText(env, 'RAMP_WEBHOOK_SECRET_HEADER') },
  });
  const signer: Host['signer'] = {
    ...signerOverMock(mock, env),
    basePath: MOUNT,
    logger: console,
    webhookSecret,
    onEvent: (event) => console.log(`webhook: ${event.event} ${event.reference ?? ''} ${event.status ?? ''}`),
  };
  const describe = `the in-process mock ramp service (test key ${maskKey(mock.secretKey)})`;
  return { signer, describe, backend: { mock: true, settleAfterMs }, stop: () => mock.stop() };
}

async function main(): Promise<void> {
  const port = portFrom(process.env.PORT, 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const listening: { url?: string } = {};
  const setup = hostFromEnvironment(process.env, () => listening.url);
  // One options object for both, so they share its store: the status route serves what webhooks taught.
  const signerListener = toNodeHandler(createRampSigner(setup.signer));
  const webhookListener = setup.signer.webhookSecret || process.env.RAMP_WEBHOOK_SECRET?.trim() ? toNodeHandler(createRampWebhookHandler(setup.signer)) : undefined;
  const server = createServer();
  const page = await demoPage(server, envText(process.env, 'DEMO_PAGE_DIR'));
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    if (path === BACKEND) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(setup.backend));
      return;
    }
    if (webhookListener && (path === WEBHOOKS || path.startsWith(`${WEBHOOKS}?`))) {
      void webhookListener(req, res);
      return;
    }
    if (path === MOUNT || path.startsWith(`${MOUNT}/`) || path.startsWith(`${MOUNT}?`)) {
      void signerListener(req, res);
      return;
    }
    page.serve(req, res);
  });

  const url = await listen(server, port, host);
  listening.url = url;
  console.log(`naira-ramp demo: open ${url}/`);
  console.log(`  signer at ${url}${MOUNT} -> ${setup.describe}`);
  console.log(webhookListener ? `  webhook receiver at POST ${url}${WEBHOOKS}` : '  no webhook receiver: set RAMP_WEBHOOK_SECRET to mount one');
  closeOnSignals(async () => {
    setup.stop?.();
    await page.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

main().catch(exitWith);
