import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer as createViteServer } from 'vite';
import { MOCK_DEPOSIT_ADDRESSES, createMockQuote, createMockRampService } from '../src/mock';
import { createRampSigner, toNodeHandler, type RampSigner } from '../src/server';
import { closeOnSignals, exitWith, listen, maskKey, portFrom } from '../scripts/serve';

const MOUNT = '/api/ramp';
const demoRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The signer, driving the mock in this process unless RAMP_BASE_URL names a real service. */
function signerFromEnvironment(): { signer: RampSigner; describe: string } {
  if (process.env.RAMP_BASE_URL?.trim()) {
    const signer = createRampSigner({ basePath: MOUNT, logger: console });
    return { signer, describe: `ramp service at ${process.env.RAMP_BASE_URL}` };
  }
  const mock = createMockRampService();
  const signer = createRampSigner({
    basePath: MOUNT,
    secretKey: mock.secretKey,
    businessId: process.env.RAMP_BUSINESS_ID?.trim() || 'demo-business',
    linkTag: process.env.RAMP_LINK_TAG?.trim() || 'demo-link',
    // Never resolved: the mock's fetch answers in-process.
    baseUrl: 'http://mock-ramp-service.invalid',
    fetch: mock.fetch,
    logger: console,
    // Offline, the demo says where to send sold coins and what the person receives; a host uses its own.
    depositAddresses: MOCK_DEPOSIT_ADDRESSES,
    quote: createMockQuote(),
  });
  return { signer, describe: `the in-process mock ramp service (test key ${maskKey(mock.secretKey)})` };
}

async function main(): Promise<void> {
  const port = portFrom(process.env.PORT, 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const { signer, describe } = signerFromEnvironment();
  const signerListener = toNodeHandler(signer);
  const server = createServer();
  const vite = await createViteServer({
    configFile: false,
    root: demoRoot,
    plugins: [react()],
    appType: 'spa',
    server: { middlewareMode: true, hmr: { server }, fs: { allow: [repoRoot] } },
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    if (path === MOUNT || path.startsWith(`${MOUNT}/`) || path.startsWith(`${MOUNT}?`)) {
      void signerListener(req, res);
      return;
    }
    vite.middlewares(req, res, () => res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found'));
  });

  const url = await listen(server, port, host);
  console.log(`naira-ramp demo: open ${url}/`);
  console.log(`  signer at ${url}${MOUNT} -> ${describe}`);
  closeOnSignals(async () => {
    await vite.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

main().catch(exitWith);
