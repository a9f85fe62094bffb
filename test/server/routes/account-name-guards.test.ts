import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { isErrorBody, readAccountNameQuery } from '../../../src/core';
import type { ResolveAccountName } from '../../../src/server';
import { fakeUpstream, signerWith, successFor } from '../support/helpers';

const BANKS = [{ name: 'Wema Bank', code: '035' }];
const enquiry = (query: string, headers: Record<string, string> = {}) => new Request(`http://shop.example/api/ramp/account-name?${query}`, { headers });

// The route's own limit and cache are tested apart (account-name-limit.test.ts): here each query reaches the checks.
function setup(options: Parameters<typeof signerWith>[1] = {}) {
  const resolve = vi.fn<ResolveAccountName>(() => 'ADAEZE OKONKWO');
  const { fetch } = fakeUpstream(successFor);
  return { resolve, signer: signerWith(fetch, { resolveAccountName: resolve, accountNameLimit: { limit: 10_000, cacheMs: 0 }, ...options }) };
}

// Each is refused before the host's function is called, in the error shape, never with a 5xx.
const HOSTILE: [string, number, RegExp][] = [
  ['', 422, /bank_name.*account_number/],
  ['bank_name=&account_number=', 422, /bank_name/],
  ['bank_name=Wema%20Bank', 422, /account_number/],
  ['bank_name=Wema%20Bank&account_number=948094837', 422, /exactly 10 digits \(this has 9\)/],
  ['bank_name=Wema%20Bank&account_number=94809483721', 422, /exactly 10 digits/],
  ['bank_name=Wema%20Bank&account_number=09480948372', 422, /without the leading 0: 9480948372/],
  ['bank_name=Wema%20Bank&account_number=%D9%A0%D9%A1%D9%A2%D9%A3%D9%A4%D9%A5%D9%A6%D9%A7%D9%A8%D9%A9', 422, /digits only/],
  ['bank_name=Wema%20Bank&account_number=9.480948372e9', 422, /digits only/],
  ['bank_name=Wema%20Bank&account_number=%2B2349480948372', 422, /digits only/],
  ['bank_name=Wema%20Bank&account_number=0x12345678', 422, /digits only/],
  ['bank_name=Wema%20Bank&account_number[]=9480948372', 422, /account_number/],
  ['bank_name=Monzo&account_number=9480948372', 422, /choose a bank from the list/],
  ['bank_name=%3Cscript%3Ealert(1)%3C%2Fscript%3E&account_number=9480948372', 422, /choose a bank from the list/],
  ['bank_name=%E0%A4%A&account_number=9480948372', 422, /choose a bank from the list/],
  ['bank_name=__proto__&account_number=9480948372&constructor=x', 422, /choose a bank from the list/],
  [`bank_name=${'W'.repeat(101)}&account_number=9480948372`, 422, /at most 100 characters/],
  [`bank_name=Wema%20Bank&account_number=9480948372&pad=${'x'.repeat(600)}`, 400, /too long/],
  ['bank_name=Wema%20Bank&bank_name=Zenith%20Bank&account_number=9480948372', 400, /bank_name once/],
  ['bank_name=Wema%20Bank&account_number=9480948372&account_number=0123456789', 400, /account_number once/],
];

describe('GET {signer}/account-name refuses hostile query strings before the host is asked', () => {
  it.each(HOSTILE)('%s → %i', async (query, status, words) => {
    const { resolve, signer } = setup();
    const response = await signer(enquiry(query));
    const json: unknown = await response.json();
    expect(response.status).toBe(status);
    expect(isErrorBody(json)).toBe(true);
    expect(JSON.stringify(json)).toMatch(words);
    expect(resolve).not.toHaveBeenCalled();
  });

  it('hands the host the listed bank name, never the text sent (a NUL, odd spacing or case)', async () => {
    const { resolve, signer } = setup();
    expect((await signer(enquiry('bank_name=%20WEMA%00bank%09&account_number=9480948372'))).status).toBe(200);
    expect(resolve.mock.calls[0]![0]).toEqual({ bankName: 'Wema Bank', bankCode: '035', accountNumber: '9480948372' });
  });

  it('never answers 5xx and asks the host only about a query the core rules accept, whatever is sent', async () => {
    const { resolve, signer } = setup();
    const value = fc.oneof(fc.string(), fc.stringMatching(/^[0-9 -]{0,14}$/), fc.constantFrom('Wema Bank', 'wema', 'ALAT', 'Zenith Bank'));
    await fc.assert(
      fc.asyncProperty(fc.option(value, { nil: undefined }), fc.option(value, { nil: undefined }), async (bank, number) => {
        resolve.mockClear();
        const params = new URLSearchParams();
        if (bank !== undefined) params.set('bank_name', bank);
        if (number !== undefined) params.set('account_number', number);
        const response = await signer(enquiry(params.toString()));
        expect(response.status).toBeLessThan(500);
        const valid = params.toString().length <= 512 && readAccountNameQuery({ bank_name: bank, account_number: number }, BANKS).ok;
        expect(response.status).toBe(valid ? 200 : response.status === 400 ? 400 : 422);
        expect(resolve).toHaveBeenCalledTimes(valid ? 1 : 0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('GET {signer}/account-name is guarded like every route', () => {
  const WEMA = 'bank_name=Wema%20Bank&account_number=9480948372';

  it('refuses another origin with 403 when allowedOrigins is set', async () => {
    const { resolve, signer } = setup({ allowedOrigins: ['https://shop.example'] });
    const response = await signer(enquiry(WEMA, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect(resolve).not.toHaveBeenCalled();
    expect((await signer(enquiry(WEMA, { origin: 'https://shop.example' }))).status).toBe(200);
  });

  it('asks authorize first, and a refusal costs no lookup', async () => {
    const { resolve, signer } = setup({ authorize: () => new Response(null, { status: 401 }) });
    const response = await signer(enquiry(WEMA));
    expect(response.status).toBe(401);
    expect(resolve).not.toHaveBeenCalled();
  });

  it('counts toward the rate limit, and a client over it gets 429 without a lookup', async () => {
    const { resolve, signer } = setup({ rateLimit: { limit: 2, windowMs: 60_000 } });
    const client = { clientAddress: '203.0.113.9' };
    expect((await signer(enquiry(WEMA), client)).status).toBe(200);
    expect((await signer(enquiry('bank_name=Wema%20Bank&account_number=0123456789'), client)).status).toBe(200);
    const over = await signer(enquiry('bank_name=Wema%20Bank&account_number=2123456789'), client);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^[0-9]+$/);
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('looks up only the bank and account the host locked for the user, so it cannot be used to look up others', async () => {
    const locked = { bank_name: 'Wema Bank', account_number: '9480948372', network: 'stellar' };
    const { resolve, signer } = setup({ authorize: () => ({ userId: 'u1', locked }) });
    expect((await signer(enquiry('bank_name=wema&account_number=9480-948-372'))).status).toBe(200);
    const other = await signer(enquiry('bank_name=Wema%20Bank&account_number=0123456789'));
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ error: { fields: { account_number: 'This account number is set by the site and cannot be changed.' } } });
    expect(resolve).toHaveBeenCalledOnce();
  });

  it('takes a bank locked by a name it goes by ("wema") as that listed bank, and refuses another', async () => {
    const { signer } = setup({ authorize: () => ({ userId: 'u1', locked: { bank_name: 'wema' } }) });
    expect((await signer(enquiry(WEMA))).status).toBe(200);
    const { signer: lockedElsewhere } = setup({ authorize: () => ({ userId: 'u1', locked: { bank_name: 'GTBank' } }) });
    const other = await lockedElsewhere(enquiry(WEMA));
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ error: { fields: { bank_name: 'This bank is set by the site and cannot be changed.' } } });
  });
});
