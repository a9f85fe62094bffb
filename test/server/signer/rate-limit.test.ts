import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockRampService } from '../../../src/mock';
import { createRampSigner, type RampSignerOptions } from '../../../src/server';
import { buyRequest, errorOf, newReference } from '../support/chain';
import { serve, type Served } from '../support/loopback';

function limitedSigner(options: Partial<RampSignerOptions> = {}) {
  const mock = createMockRampService();
  const signer = createRampSigner({
    secretKey: mock.secretKey,
    businessId: 'biz_rl',
    linkTag: 'link_rl',
    baseUrl: 'https://ramp.example',
    basePath: '/api/ramp',
    env: {},
    fetch: mock.fetch,
    ...options,
  });
  return { signer, mock };
}

const vendors = (headers: Record<string, string> = {}) => new Request('http://shop.example/api/ramp/vendors', { headers });
const client = (address: string) => ({ clientAddress: address });

const open: Served[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((served) => served.close()));
});

describe('signer rate limit, through the handler', () => {
  it('is off unless configured', async () => {
    const { signer } = limitedSigner({ listCacheMs: 60_000 });
    const statuses = await Promise.all(Array.from({ length: 50 }, () => signer(vendors(), client('203.0.113.1')).then((r) => r.status)));
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it('answers 429 with Retry-After once a client passes its limit, before reading the body or calling upstream', async () => {
    const { signer, mock } = limitedSigner({ rateLimit: { limit: 3, windowMs: 60_000 } });
    for (let n = 0; n < 3; n += 1) expect((await signer(buyRequest(newReference()), client('203.0.113.7'))).status).toBe(200);
    const sent = mock.received.length;
    const refused = await signer(buyRequest(newReference()), client('203.0.113.7'));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(59);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await errorOf(refused)).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/Too many requests/) });
    // Not JSON at all, yet 429: the limit is checked before the body is read.
    const junk = new Request('http://shop.example/api/ramp/onramp', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect((await signer(junk, client('203.0.113.7'))).status).toBe(429);
    expect(mock.received.length).toBe(sent);
    // Another client is not affected.
    expect((await signer(buyRequest(newReference()), client('203.0.113.8'))).status).toBe(200);
  });

  it('lets an allowed page read the 429 (CORS headers kept)', async () => {
    const { signer } = limitedSigner({ rateLimit: { limit: 1, windowMs: 1_000 }, allowedOrigins: ['https://shop.example'] });
    const page = { origin: 'https://shop.example' };
    await signer(vendors(page), client('198.51.100.4'));
    const refused = await signer(vendors(page), client('198.51.100.4'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('access-control-allow-origin')).toBe('https://shop.example');
  });

  it('counts by a host-supplied key instead of the address', async () => {
    const { signer } = limitedSigner({ rateLimit: { limit: 1, windowMs: 60_000, key: (request) => request.headers.get('x-account') ?? undefined } });
    expect((await signer(vendors({ 'x-account': 'alice' }), client('192.0.2.1'))).status).toBe(200);
    expect((await signer(vendors({ 'x-account': 'alice' }), client('192.0.2.2'))).status).toBe(429);
    expect((await signer(vendors({ 'x-account': 'bob' }), client('192.0.2.1'))).status).toBe(200);
  });
});

describe('signer rate limit, called as a Next.js route handler calls it', () => {
  // `export const GET = signer`: Next passes its own context (`{ params }`) and no client address.
  const nextContext = { params: Promise.resolve({ path: ['vendors'] }) };

  it('does not let 20 calls through a limit of 5: with no client address they share one bucket, and the logger hears it once', async () => {
    const lines: string[] = [];
    const { signer, mock } = limitedSigner({ rateLimit: { limit: 5, windowMs: 60_000 }, listCacheMs: 0, logger: { warn: (message) => void lines.push(message) } });
    const statuses = [];
    for (let n = 0; n < 20; n += 1) statuses.push((await signer(vendors(), nextContext)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(mock.received.filter((request) => request.path.startsWith('/transactions/v1/vendors'))).toHaveLength(5);
    expect(lines.filter((line) => /cannot tell this request's client apart/.test(line))).toHaveLength(1);
  });

  it('without a logger tells the console once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { signer } = limitedSigner({ rateLimit: { limit: 5, windowMs: 60_000 } });
      for (let n = 0; n < 8; n += 1) await signer(vendors(), nextContext);
      expect(warn.mock.calls.filter(([line]) => /cannot tell this request's client apart/.test(String(line)))).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('with the Vercel preset counts each client apart by its platform header', async () => {
    const { signer } = limitedSigner({ trustProxy: 'vercel', rateLimit: { limit: 1, windowMs: 60_000 }, listCacheMs: 60_000 });
    expect((await signer(vendors({ 'x-vercel-forwarded-for': '203.0.113.1' }), nextContext)).status).toBe(200);
    expect((await signer(vendors({ 'x-vercel-forwarded-for': '203.0.113.2' }), nextContext)).status).toBe(200);
    expect((await signer(vendors({ 'x-vercel-forwarded-for': '203.0.113.1', 'x-forwarded-for': '198.51.100.9' }), nextContext)).status).toBe(429);
  });
});

describe('signer rate limit, through the Node adapter', () => {
  async function served(options: Partial<RampSignerOptions>) {
    const { signer } = limitedSigner({ listCacheMs: 60_000, ...options });
    const server = await serve(signer);
    open.push(server);
    return (headers: Record<string, string> = {}) => fetch(`${server.url}/api/ramp/vendors`, { headers }).then(async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.text() }));
  }

  it('limits by the socket’s address, answering 429 with Retry-After', async () => {
    const get = await served({ rateLimit: { limit: 2, windowMs: 30_000 } });
    const answers = [await get(), await get(), await get()];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(Number(answers[2]?.retryAfter)).toBeGreaterThan(0);
    expect(Number(answers[2]?.retryAfter)).toBeLessThanOrEqual(30);
  });

  it('ignores X-Forwarded-For without trustProxy, so a client cannot dodge its limit', async () => {
    const get = await served({ rateLimit: { limit: 2, windowMs: 30_000 } });
    const statuses = [];
    for (let n = 1; n <= 4; n += 1) statuses.push((await get({ 'x-forwarded-for': `203.0.113.${n}` })).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('with trustProxy takes the client from X-Forwarded-For set by the proxy in front', async () => {
    const get = await served({ rateLimit: { limit: 1, windowMs: 30_000, trustProxy: 1 } });
    expect((await get({ 'x-forwarded-for': '203.0.113.1' })).status).toBe(200);
    expect((await get({ 'x-forwarded-for': '203.0.113.2' })).status).toBe(200);
    expect((await get({ 'x-forwarded-for': '203.0.113.1' })).status).toBe(429);
  });
});
