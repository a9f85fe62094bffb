// The site's own server for the plain HTML page: its static files (public/, with the widget's folder
// copied into public/naira-ramp/), and the signer at /api/ramp. Any server can do both; this one is Node.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRampSigner, toNodeHandler } from 'naira-ramp/server';
import { MOCK_DEPOSIT_ADDRESSES, createMockRampService } from 'naira-ramp/mock';

const MOUNT = '/api/ramp';
const publicDir = resolve(process.env.PUBLIC_DIR ?? fileURLToPath(new URL('./public', import.meta.url)));
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** The signer: your ramp service from RAMP_* variables, or without RAMP_BASE_URL a mock of it, to try the page offline. */
function signerOptions() {
  if (process.env.RAMP_BASE_URL) return { basePath: MOUNT };
  const mock = createMockRampService({ lifecycle: { settleAfterMs: 4_000 } });
  const offline = { secretKey: mock.secretKey, businessId: 'example', linkTag: 'example', baseUrl: 'http://mock.invalid', fetch: mock.fetch };
  return { ...offline, basePath: MOUNT, depositAddresses: MOCK_DEPOSIT_ADDRESSES };
}

const signer = toNodeHandler(createRampSigner(signerOptions()));

/** The request's path, decoded; undefined when it is no URL path (`//`, `*`, a broken %-escape). */
function pathOf(request) {
  try {
    return decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
  } catch {
    return undefined;
  }
}

/** Serves a file under publicDir (index.html for a folder); anything else, or outside it, is 404. */
async function serveStatic(request, response) {
  const path = pathOf(request);
  if (path === undefined) {
    response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
    return;
  }
  const file = resolve(publicDir, `.${path.endsWith('/') ? `${path}index.html` : path}`);
  if (!file.startsWith(publicDir + sep) || !['GET', 'HEAD'].includes(request.method ?? '')) {
    response.writeHead(404).end();
    return;
  }
  try {
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(request.method === 'HEAD' ? undefined : body);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }
}

const server = createServer((request, response) => {
  const path = request.url ?? '/';
  if (path === MOUNT || path.startsWith(`${MOUNT}/`)) void signer(request, response);
  else void serveStatic(request, response);
});
server.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1', () => {
  const { address, port } = server.address();
  console.log(`Plain HTML example: open http://${address}:${port}/`);
});
