import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RampSignerOptions, ResolveAccountName } from '../../../src/server';
import { fakeUpstream, signerWith, successFor } from '../support/helpers';

const enquiry = (accountNumber: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.example/api/ramp/account-name?bank_name=Wema%20Bank&account_number=${accountNumber}`, { headers });
const from = (clientAddress: string) => ({ clientAddress });
const number = (n: number) => String(1_000_000_000 + n);

function setup(options: RampSignerOptions = {}, resolve = vi.fn<ResolveAccountName>(async () => 'ADAEZE OKONKWO')) {
  const { fetch } = fakeUpstream(successFor);
  return { resolve, signer: signerWith(fetch, { resolveAccountName: resolve, listCacheMs: 24 * 60 * 60_000, ...options }) };
}

beforeEach(() => void vi.useFakeTimers({ now: Date.parse('2026-03-02T08:00:00Z') }));
afterEach(() => void vi.useRealTimers());

describe('GET {signer}/account-name: one enquiry per bank and number within the cache time', () => {
  it('600 lookups of the same 2 accounts, many at once, call the resolver twice', async () => {
    const { resolve, signer } = setup({ accountNameLimit: { limit: 1_000 } });
    const answers = await Promise.all(Array.from({ length: 600 }, (_, n) => signer(enquiry(n % 2 ? '9480948372' : '0123456789'), from(`203.0.113.${n % 200}`))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(600).fill(200));
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('asks again once the answer is older than cacheMs; a failure is never kept', async () => {
    let fail = true;
    const resolve = vi.fn<ResolveAccountName>(async () => {
      if (fail) throw new Error('provider down');
      return 'ADAEZE OKONKWO';
    });
    const { signer } = setup({ accountNameLimit: { limit: 1_000, cacheMs: 60_000 } }, resolve);
    expect((await signer(enquiry('9480948372'), from('203.0.113.1'))).status).toBe(502);
    fail = false;
    expect((await signer(enquiry('9480948372'), from('203.0.113.1'))).status).toBe(200);
    expect((await signer(enquiry('9480948372'), from('203.0.113.1'))).status).toBe(200);
    expect(resolve).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_001);
    expect((await signer(enquiry('9480948372'), from('203.0.113.1'))).status).toBe(200);
    expect(resolve).toHaveBeenCalledTimes(3);
  });
});

describe('GET {signer}/account-name: its own limit, per client and per user', () => {
  it('with the defaults, one client reads 10 names an hour: 240 a day', async () => {
    const { resolve, signer } = setup();
    let read = 0;
    for (let hour = 0; hour < 24; hour += 1) {
      for (let n = 0; n < 15; n += 1) {
        const answer = await signer(enquiry(number(hour * 100 + n)), from('203.0.113.7'));
        if (answer.status === 200) read += 1;
        else expect(answer.status).toBe(429);
      }
      await vi.advanceTimersByTimeAsync(60 * 60_000);
    }
    expect(read).toBe(240);
    expect(resolve).toHaveBeenCalledTimes(240);
  });

  it('answers the 11th 429 rate_limited with Retry-After, without an enquiry; another client is not affected', async () => {
    const { resolve, signer } = setup();
    for (let n = 0; n < 10; n += 1) expect((await signer(enquiry(number(n)), from('203.0.113.7'))).status).toBe(200);
    const over = await signer(enquiry(number(10)), from('203.0.113.7'));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3_500);
    expect(await over.json()).toMatchObject({ error: { code: 'rate_limited', retryable: true, message: expect.stringMatching(/type the name yourself/) } });
    expect(resolve).toHaveBeenCalledTimes(10);
    expect((await signer(enquiry(number(10)), from('203.0.113.8'))).status).toBe(200);
  });

  it('counts an authorize user wherever they come from, and an IPv6 client by its /64', async () => {
    const authorize = (request: Request) => ({ userId: request.headers.get('x-user') ?? 'anonymous' });
    const { signer } = setup({ authorize, accountNameLimit: { limit: 3 } });
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await signer(enquiry(number(n), { 'x-user': 'ada' }), from(`198.51.100.${n}`))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const walked = [];
    for (let n = 0; n < 4; n += 1) walked.push((await signer(enquiry(number(20 + n), { 'x-user': `u${n}` }), from(`2001:db8:7:7::${n + 1}`))).status);
    expect(walked).toEqual([200, 200, 200, 429]);
  });

  it('with neither a client address nor a user, counts every such request in one bucket and tells the log once', async () => {
    const lines: string[] = [];
    const { signer } = setup({ accountNameLimit: { limit: 2 }, logger: { warn: (message) => void lines.push(message) } });
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await signer(enquiry(number(n)), { params: {} })).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect(lines.filter((line) => /accountNameLimit cannot tell/.test(line))).toHaveLength(1);
  });
});
