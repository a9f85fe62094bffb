import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** How the demo server serves its page, and lets it go when the server closes. */
export type DemoPage = { serve: Listener; close: () => Promise<void> };

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

const notFound = (res: ServerResponse) => void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');

/**
 * The page `npm run demo:build` built into `root`: its files as they are, and the page itself for any
 * path without an extension (the dev server's single-page fallback). Nothing outside `root` is read.
 */
function builtPage(root: string): Listener {
  const base = normalize(root + sep);
  return (req, res) => {
    const file = normalize(join(base, decodeURIComponent(new URL(req.url ?? '/', 'http://demo').pathname)));
    const asset = file.startsWith(base) && extname(file) !== '' ? file : join(base, 'index.html');
    readFile(asset).then(
      (body) => res.writeHead(200, { 'content-type': TYPES[extname(asset)] ?? 'application/octet-stream' }).end(body),
      () => notFound(res),
    );
  };
}

/**
 * The demo's page: with `builtDir` (DEMO_PAGE_DIR) the production build a host would ship, else
 * Vite's dev server over the page's source, reloading as it changes.
 */
export async function demoPage(server: Server, builtDir: string | undefined): Promise<DemoPage> {
  if (builtDir) return { serve: builtPage(builtDir), close: () => Promise.resolve() };
  const vite = await createViteServer({
    configFile: fileURLToPath(new URL('vite.config.ts', import.meta.url)),
    appType: 'spa',
    server: { middlewareMode: true, ws: { server } },
  });
  return { serve: (req, res) => vite.middlewares(req, res, () => notFound(res)), close: () => vite.close() };
}
