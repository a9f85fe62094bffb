import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { inject } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES, createMockRampService } from '../../../src/mock';
import { createRampSigner, toNodeHandler } from '../../../src/server';
import { backgroundResult } from '../../support/background';
import { contentSecurityPolicy } from '../../docs/snippets/content-security-policy';
import { freePort } from './ports';

const pagesRoot = fileURLToPath(new URL('./strict-policy/', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** The three ways a page gets the widgets, each served under the strict policy. */
export const STRICT_PAGES = { react: '/react.html', elements: '/elements.html', standalone: '/standalone.html' } as const;

/** Two origins serving the same built pages under the strict policy: `url` with its own signer, `crossUrl` calling that signer from another origin. */
export type StrictPolicySite = { url: string; crossUrl: string; policy: string; crossPolicy: string; stop: () => Promise<void> };

/**
 * Builds the pages as a host's bundler would (the React widgets and the elements, from the source)
 * into one folder, beside the run's one-script build (made once, as `npm run build` does).
 */
async function buildPages(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: pagesRoot,
    logLevel: 'silent',
    plugins: [react()],
    mode: 'production',
    // A production page's JSX whatever NODE_ENV the test runner set, as vite.standalone.config.ts does.
    oxc: { jsx: { development: false } },
    build: { outDir, emptyOutDir: true, rolldownOptions: { input: { react: join(pagesRoot, 'react.html'), elements: join(pagesRoot, 'elements.html') } } },
  });
  cpSync(await backgroundResult<string>(inject('standaloneDir'), 'The standalone build'), join(outDir, 'naira-ramp'), { recursive: true });
}

/** Serves `dir` with the policy on every answer; an HTML page's signer URL can be pointed elsewhere. */
function staticHandler(dir: string, policy: string, signerUrl: string) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    const file = resolve(dir, `.${path}`);
    response.setHeader('content-security-policy', policy);
    // The pages name no icon; the browser's own request for one is answered with nothing rather than a logged 404.
    if (path === '/favicon.ico') return void response.writeHead(204).end();
    let body: Buffer;
    try {
      if (!file.startsWith(dir + sep)) throw new Error('outside');
      body = readFileSync(file);
    } catch {
      response.writeHead(404).end();
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    response.writeHead(200, { 'content-type': type }).end(type.startsWith('text/html') ? body.toString().replaceAll('"/api/ramp"', `"${signerUrl}"`) : body);
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((done) => server.listen(port, '127.0.0.1', done));
}

/**
 * Starts the site: the signer over the in-process mock (deposit addresses, quotes and account names,
 * transactions left pending so the receipt shows the deposit QR) beside the pages on one origin, and
 * the same pages on a second origin whose policy names the first in connect-src.
 */
export async function startStrictPolicySite(): Promise<StrictPolicySite> {
  const dir = mkdtempSync(join(tmpdir(), 'naira-ramp-strict-policy-'));
  const servers: Server[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => new Promise<void>((done) => (server.closeAllConnections(), server.close(() => done())))));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await buildPages(dir);
    const [port, crossPort] = [await freePort(), await freePort()];
    const [url, crossUrl] = [`http://127.0.0.1:${port}`, `http://127.0.0.1:${crossPort}`];
    const mock = createMockRampService({ lifecycle: { settleAfterMs: 3_600_000 } });
    const signer = toNodeHandler(
      createRampSigner({
        basePath: '/api/ramp',
        secretKey: mock.secretKey,
        businessId: 'strict-policy',
        linkTag: 'strict-policy',
        baseUrl: 'http://mock.invalid',
        fetch: mock.fetch,
        depositAddresses: MOCK_DEPOSIT_ADDRESSES,
        quote: mock.quote,
        resolveAccountName: mock.resolveAccountName,
        allowedOrigins: [crossUrl],
        logger: { info() {}, warn() {} },
      }),
    );
    const policy = contentSecurityPolicy();
    const crossPolicy = contentSecurityPolicy(url);
    const pages = staticHandler(dir, policy, '/api/ramp');
    const crossPages = staticHandler(dir, crossPolicy, `${url}/api/ramp`);
    servers.push(createServer((request, response) => void ((request.url ?? '').startsWith('/api/ramp/') ? signer(request, response) : pages(request, response))));
    servers.push(createServer(crossPages));
    await listen(servers[0]!, port);
    await listen(servers[1]!, crossPort);
    return { url, crossUrl, policy, crossPolicy, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
