import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockRampService } from '../../../src/mock';
import { createRampSigner, toNodeHandler, type NodeHandler } from '../../../src/server';
import { buyBody } from '../support/helpers';
import { serve, type Served } from '../support/loopback';

const mock = createMockRampService();
const signer = createRampSigner({
  secretKey: mock.secretKey,
  businessId: 'biz',
  linkTag: 'tag',
  baseUrl: 'http://mock.invalid',
  basePath: '/api/ramp',
  fetch: mock.fetch,
  env: {},
});

const open: Served[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** What Express does for `app.use('/api/ramp', handler)`: strips the mount from req.url, keeps originalUrl. */
function expressStyleMount(mount: string, handler: NodeHandler): NodeHandler {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (!url.startsWith(mount)) {
      res.writeHead(404).end('host app 404');
      return;
    }
    Object.assign(req, { originalUrl: url });
    req.url = url.slice(mount.length) || '/';
    await handler(req, res);
  };
}

describe('Node adapter', () => {
  it('serves the signer from node:http', async () => {
    const served = await serve(toNodeHandler(signer), false);
    open.push(served);
    const response = await fetch(`${served.url}/api/ramp/banks`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
  });

  it('routes by the original URL when mounted under a path, as Express does', async () => {
    const served = await serve(expressStyleMount('/api/ramp', toNodeHandler(signer)), false);
    open.push(served);
    const post = await fetch(`${served.url}/api/ramp/onramp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buyBody()),
    });
    expect(post.status).toBe(200);
    expect((await fetch(`${served.url}/api/ramp/vendors`)).status).toBe(200);
    expect((await fetch(`${served.url}/api/ramp/nope`)).status).toBe(404);
  });

  it('drops the connection when the handler throws, as an unreachable server would', async () => {
    const served = await serve(() => {
      throw new Error('boom');
    });
    open.push(served);
    await expect(fetch(`${served.url}/x`)).rejects.toThrow(TypeError);
  });

  it('runs inside Hono by passing the raw request', async () => {
    const app = new Hono();
    app.all('/api/ramp/*', (c) => signer(c.req.raw));
    const response = await app.request('/api/ramp/banks');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { banks: unknown[] }).banks.length).toBeGreaterThanOrEqual(20);
  });

  it('serves as a Next.js-style route handler: (request) => Response for GET and POST', async () => {
    const GET: (request: Request) => Promise<Response> = signer;
    const POST: (request: Request) => Promise<Response> = signer;
    expect((await GET(new Request('https://shop.example/api/ramp/vendors'))).status).toBe(200);
    const posted = await POST(
      new Request('https://shop.example/api/ramp/onramp', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(buyBody()) }),
    );
    expect(posted.status).toBe(200);
  });
});
