import { describe, expect, it, vi } from 'vitest';
import { isErrorBody } from '../../../src/core';
import { clientOfAddress, createRateLimiter, normaliseAddress } from '../../../src/server/rate-limit';

const post = (headers: Record<string, string> = {}) => new Request('http://signer.test/api/ramp/onramp', { method: 'POST', headers });

function clock(start = 1_700_000_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe('rate limiter', () => {
  it('lets `limit` requests through and answers the next with 429, Retry-After and the error shape', async () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: time.now });
    for (let n = 0; n < 3; n += 1) expect((await limiter.check(post(), { clientAddress: '203.0.113.7' }))).toBeUndefined();
    time.advance(15_500);
    const refused = (await limiter.check(post(), { clientAddress: '203.0.113.7' }));
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('retry-after')).toBe('45');
    const json: unknown = await refused?.json();
    expect(isErrorBody(json) && json.error.code).toBe('rate_limited');
    // Nothing was sent on: the same request may go again once the window has passed.
    expect(isErrorBody(json) && json.error.retryable).toBe(true);
  });

  it('opens a new window once the old one has passed', async () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000, now: time.now });
    const context = { clientAddress: '198.51.100.1' };
    (await limiter.check(post(), context));
    (await limiter.check(post(), context));
    expect((await limiter.check(post(), context))?.status).toBe(429);
    time.advance(9_999);
    expect((await limiter.check(post(), context))?.status).toBe(429);
    time.advance(1);
    expect((await limiter.check(post(), context))).toBeUndefined();
    expect((await limiter.check(post(), context))).toBeUndefined();
    expect((await limiter.check(post(), context))?.status).toBe(429);
  });

  it('counts each client apart', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    expect((await limiter.check(post(), { clientAddress: '192.0.2.1' }))).toBeUndefined();
    expect((await limiter.check(post(), { clientAddress: '192.0.2.2' }))).toBeUndefined();
    expect((await limiter.check(post(), { clientAddress: '192.0.2.1' }))?.status).toBe(429);
  });

  it('ignores X-Forwarded-For without a trusted proxy, so a client cannot dodge its limit', async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    const answers = [];
    for (let n = 0; n < 5; n += 1) answers.push(await limiter.check(post({ 'x-forwarded-for': `10.0.0.${n}` }), { clientAddress: '203.0.113.9' }));
    expect(answers.map((answer) => answer?.status ?? 200)).toEqual([200, 200, 429, 429, 429]);
  });

  it('behind one trusted proxy takes the right-most hop, not the spoofable left ones', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, trustProxy: 1 });
    const proxy = { clientAddress: '10.0.0.2' };
    expect((await limiter.check(post({ 'x-forwarded-for': '1.1.1.1, 203.0.113.5' }), proxy))).toBeUndefined();
    expect((await limiter.check(post({ 'x-forwarded-for': '2.2.2.2, 203.0.113.5' }), proxy))?.status).toBe(429);
    expect((await limiter.check(post({ 'x-forwarded-for': '203.0.113.6' }), proxy))).toBeUndefined();
  });

  it('behind two trusted proxies takes the second hop from the right', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, trustProxy: 2 });
    expect((await limiter.check(post({ 'x-forwarded-for': 'spoof, 203.0.113.5, 10.0.0.1' })))).toBeUndefined();
    expect((await limiter.check(post({ 'x-forwarded-for': 'other, 203.0.113.5, 10.0.0.1' })))?.status).toBe(429);
  });

  it('uses the host key instead of the address when given; keyless requests share one bucket, and the log hears it once', async () => {
    const lines: string[] = [];
    const logger = { warn: (message: string) => void lines.push(message) };
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, key: (request) => request.headers.get('x-user') ?? undefined }, logger);
    expect((await limiter.check(post({ 'x-user': 'ada' }), { clientAddress: '192.0.2.1' }))).toBeUndefined();
    expect((await limiter.check(post({ 'x-user': 'ada' }), { clientAddress: '192.0.2.2' }))?.status).toBe(429);
    expect((await limiter.check(post({ 'x-user': 'bola' }), { clientAddress: '192.0.2.1' }))).toBeUndefined();
    expect((await limiter.check(post(), { clientAddress: '192.0.2.1' }))).toBeUndefined();
    expect((await limiter.check(post(), { clientAddress: '192.0.2.3' }))?.status).toBe(429);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/cannot tell this request's client apart.*share one bucket of 1 per 60000 ms.*trustProxy/);
  });

  it('with no address at all (a route handler passes none) counts every request in one bucket and tells the console once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
      const statuses = [];
      for (let n = 0; n < 5; n += 1) statuses.push((await limiter.check(post()))?.status ?? 200);
      expect(statuses).toEqual([200, 200, 429, 429, 429]);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it.each([
    ['vercel', 'x-vercel-forwarded-for'],
    ['cloudflare', 'cf-connecting-ip'],
  ] as const)('the %s preset takes the client from %s, not from X-Forwarded-For or the peer', async (trustProxy, header) => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, trustProxy });
    const edge = { clientAddress: '10.0.0.2' };
    expect((await limiter.check(post({ [header]: '203.0.113.5', 'x-forwarded-for': '1.1.1.1' }), edge))).toBeUndefined();
    expect((await limiter.check(post({ [header]: '203.0.113.6', 'x-forwarded-for': '1.1.1.1' }), edge))).toBeUndefined();
    expect((await limiter.check(post({ [header]: '203.0.113.5', 'x-forwarded-for': '2.2.2.2' }), edge))?.status).toBe(429);
  });

  it('counts an IPv6 client by its /64: a host cannot walk its own prefix to dodge the limit', async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    const statuses = [];
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '[2001:DB8:1:2:a:b:c:d]:443', '2001:db8:1:3::1']) {
      statuses.push((await limiter.check(post(), { clientAddress: address }))?.status ?? 200);
    }
    expect(statuses).toEqual([200, 200, 429, 200]);
    expect(clientOfAddress('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(clientOfAddress('::ffff:0:203.0.113.7')).toBe('0000:0000:0000:0000::/64');
    expect(clientOfAddress('203.0.113.7')).toBe('203.0.113.7');
  });

  it('tracks at most maxClients clients', async () => {
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, maxClients: 100 });
    for (let n = 0; n < 10_000; n += 1) await limiter.check(post(), { clientAddress: `10.${n >> 8}.${n & 255}.1` });
    expect(limiter.size).toBe(100);
  });

  it('treats one address written in different ways as the same client', () => {
    expect(normaliseAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(normaliseAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normaliseAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(normaliseAddress('unknown')).toBeUndefined();
  });

  it('refuses options that would make it limit nothing or everything', () => {
    expect(() => createRateLimiter({ limit: 0, windowMs: 1000 })).toThrow(RangeError);
    expect(() => createRateLimiter({ limit: 5, windowMs: 0 })).toThrow(RangeError);
    expect(() => createRateLimiter({ limit: 5, windowMs: 1000, trustProxy: -1 })).toThrow(RangeError);
    expect(() => createRateLimiter({ limit: 5, windowMs: 1000, trustProxy: 'heroku' as never })).toThrow(/'vercel', 'cloudflare'/);
  });
});
