// The host's server: the built app as static files, and the signer at /api/ramp through the
// package's Node adapter, over the package's mock ramp service (no network, no real key).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createRampSigner, toNodeHandler } from 'naira-ramp/server';
import { createMockRampService } from 'naira-ramp/mock';

const mock = createMockRampService();
const signer = toNodeHandler(
  createRampSigner({
    basePath: '/api/ramp',
    baseUrl: 'http://ramp.invalid',
    secretKey: mock.secretKey,
    businessId: 'biz_shop',
    linkTag: 'link_shop',
    fetch: mock.fetch,
  }),
);

const root = join(import.meta.dirname, 'dist');
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

async function serveFile(pathname, res) {
  const file = normalize(join(root, pathname === '/' ? 'index.html' : pathname));
  if (!file.startsWith(root)) return res.writeHead(403).end();
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end('Not found');
  }
}

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname.startsWith('/api/ramp/')) return signer(req, res);
  return serveFile(pathname, res);
});
server.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1', () => {
  console.log(`Shop on http://${process.env.HOST ?? '127.0.0.1'}:${server.address().port}`);
});
