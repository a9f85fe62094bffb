// Server-side rendering in plain Node with react-dom/server. Browser globals are left undefined,
// as on any server, and every read of one is recorded with the stack that made it, from before the
// package is imported, so the test can tell whether the package's own code reached for them.
const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'matchMedia'];
const touched = [];
for (const name of BROWSER_GLOBALS) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 50;
      const stack = new Error().stack ?? '';
      Error.stackTraceLimit = limit;
      touched.push({ name, stack });
      return undefined;
    },
  });
}

// Warnings React prints while rendering (console.error/warn) are collected too.
const serverConsole = [];
for (const level of ['error', 'warn']) {
  const original = console[level].bind(console);
  console[level] = (...args) => {
    serverConsole.push(`console.${level}: ${args.map(String).join(' ')}`);
    original(...args);
  };
}

const { readFile } = await import('node:fs/promises');
const { createServer } = await import('node:http');
const { extname, join, normalize } = await import('node:path');
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
const { Shop } = await import('./app.js');
const { createRampSigner, toNodeHandler } = await import('naira-ramp/server');
const { createMockRampService } = await import('naira-ramp/mock');

const mock = createMockRampService();
const signer = toNodeHandler(
  createRampSigner({ basePath: '/api/ramp', baseUrl: 'http://ramp.invalid', secretKey: mock.secretKey, businessId: 'biz_ssr', linkTag: 'link_ssr', fetch: mock.fetch }),
);
const root = join(import.meta.dirname, 'dist');
const template = await readFile(join(root, 'index.html'), 'utf8');
const types = { '.js': 'text/javascript', '.css': 'text/css' };

/** Frames of the package's own files in a recorded stack (React's and others' guards are theirs). */
const ownFrames = (stack) => stack.split('\n').filter((line) => line.includes('/node_modules/naira-ramp/'));

const server = createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname.startsWith('/api/ramp/')) return signer(req, res);
  if (pathname === '/report') {
    const byPackage = touched.filter(({ stack }) => ownFrames(stack).length > 0).map(({ name, stack }) => ({ name, at: ownFrames(stack) }));
    return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ touchedByPackage: byPackage, touchedAtAll: touched.map(({ name }) => name), serverConsole }));
  }
  if (pathname === '/') {
    const html = template.replace('<!--app-->', renderToString(createElement(Shop)));
    return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  }
  const file = normalize(join(root, pathname));
  if (!file.startsWith(root)) return res.writeHead(403).end();
  try {
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(await readFile(file));
  } catch {
    res.writeHead(404).end('Not found');
  }
});
server.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1', () => {
  console.log(`Server-rendered shop on port ${server.address().port}`);
});
