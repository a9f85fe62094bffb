/**
 * The phone benchmark's server: the built pages, gzipped as a host's server or CDN sends them, and the
 * signer over the mock ramp service at SIGNER_PATH, both on one loopback port. Chromium's throttling
 * then applies to every byte of both pages alike.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createMockRampService } from '../../src/mock';
import { createRampSigner, toNodeHandler } from '../../src/server';
import { listen } from '../../src/bin/serve';
import { SIGNER_PATH } from './pages';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

function filesUnder(root: string): Map<string, { body: Buffer; type: string }> {
  const files = new Map<string, { body: Buffer; type: string }>();
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const file = join(root, name);
    if (!statSync(file).isFile()) continue;
    const path = `/${relative(root, file).split(sep).join('/')}`;
    const entry = { body: gzipSync(readFileSync(file), { level: 9 }), type: TYPES[extname(file)] ?? 'application/octet-stream' };
    files.set(path, entry);
    if (path.endsWith('/index.html')) files.set(path.slice(0, -'index.html'.length), entry);
  }
  return files;
}

/** Serves `root` (the built pages) and the signer; resolves with the base URL and a way to stop. */
export async function serveBench(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const files = filesUnder(root);
  const mock = createMockRampService({});
  const signer = toNodeHandler(
    createRampSigner({ basePath: SIGNER_PATH, secretKey: mock.secretKey, businessId: 'biz_bench', linkTag: 'link_bench', baseUrl: 'http://ramp.bench.invalid', fetch: mock.fetch, env: {} }),
  );
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://bench').pathname;
    if (path === SIGNER_PATH || path.startsWith(`${SIGNER_PATH}/`)) return void signer(req, res);
    // An empty page on this origin, where each load starts before the throttling is switched on.
    if (path === '/blank') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>blank</title>');
    const file = files.get(path);
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.type, 'content-encoding': 'gzip', 'content-length': file.body.length, 'cache-control': 'no-store' });
    res.end(file.body);
  });
  const url = await listen(server, 0, '127.0.0.1');
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        mock.stop();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
