// @ts-check
// The production server: the built page from dist/, and the signer and webhook receiver.
// Settings come from the environment (RAMP_*); PORT and HOST say where to listen.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { rampMiddleware } from './ramp.js';

const root = join(import.meta.dirname, '..', 'dist');
/** @type {Record<string, string>} */
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
const ramp = rampMiddleware(process.env);

/** @type {(pathname: string, res: import('node:http').ServerResponse) => Promise<void>} */
async function serveFile(pathname, res) {
  const file = normalize(join(root, pathname === '/' ? 'index.html' : pathname));
  if (!file.startsWith(root)) return void res.writeHead(403).end();
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end('Not found');
  }
}

/** The request's path; undefined when it is no URL path (`//`, `*`). */
function pathOf(/** @type {string | undefined} */ url) {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname;
  } catch {
    return undefined;
  }
}

const server = createServer((req, res) => {
  ramp(req, res, () => {
    const pathname = pathOf(req.url);
    if (pathname === undefined) return void res.writeHead(400).end('Bad request');
    void serveFile(pathname, res);
  });
});
server.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1', () => {
  const address = server.address();
  console.log(`Shop on http://${process.env.HOST ?? '127.0.0.1'}:${typeof address === 'object' && address ? address.port : ''}`);
});
