import { describe, expect, it, vi } from 'vitest';
import { isErrorBody } from '../../../src/core';
import { createMockRampService } from '../../../src/mock';
import type { ResolveAccountName } from '../../../src/server';
import { SECRET, fakeUpstream, signerWith, successFor } from '../support/helpers';

const enquiry = (query: string, init?: RequestInit) => new Request(`http://shop.example/api/ramp/account-name?${query}`, init);
const WEMA = 'bank_name=Wema%20Bank&account_number=9480948372';

async function ask(resolveAccountName: ResolveAccountName | undefined, query = WEMA, extra: Parameters<typeof signerWith>[1] = {}) {
  const { fetch, calls } = fakeUpstream(successFor);
  const response = await signerWith(fetch, { resolveAccountName, ...extra })(enquiry(query));
  return { status: response.status, json: (await response.json()) as unknown, calls, response };
}

describe('GET {signer}/account-name', () => {
  it('answers the host\'s name for the listed bank and the 10 digits, asking it with the bank\'s CBN code', async () => {
    const resolve = vi.fn<ResolveAccountName>(() => 'ADAEZE OKONKWO');
    const { status, json, calls, response } = await ask(resolve, 'bank_name=wema&account_number=9480%20948%20372');
    expect(status).toBe(200);
    expect(json).toEqual({ account_name: 'ADAEZE OKONKWO' });
    expect(resolve).toHaveBeenCalledOnce();
    expect(resolve.mock.calls[0]![0]).toEqual({ bankName: 'Wema Bank', bankCode: '035', accountNumber: '9480948372' });
    expect(resolve.mock.calls[0]![1].signal).toBeInstanceOf(AbortSignal);
    // Only the bank list went upstream: the enquiry is the host's, not the ramp service's.
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/transactions/v1/banks']);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the mock\'s names, so the demo and the stories run offline', async () => {
    const mock = createMockRampService();
    const signer = signerWith(mock.fetch, { secretKey: mock.secretKey, resolveAccountName: mock.resolveAccountName });
    expect(await (await signer(enquiry(WEMA))).json()).toEqual({ account_name: 'TANSI JONES' });
  });

  it('answers 404 in the error shape without the option, and /config says whether it is on', async () => {
    const off = await ask(undefined);
    expect(off.status).toBe(404);
    expect(isErrorBody(off.json) && off.json.error).toEqual({ code: 'not_found', message: 'This signer looks up no account names (no resolveAccountName function is configured).' });
    const { fetch } = fakeUpstream(successFor);
    const config = async (options: Parameters<typeof signerWith>[1]) => (await signerWith(fetch, options)(new Request('http://shop.example/api/ramp/config'))).json();
    expect(await config({})).toMatchObject({ account_name: false });
    expect(await config({ resolveAccountName: () => null })).toMatchObject({ account_name: true });
  });

  it('answers 404 saying there is no such account, on the account number, when the host finds none', async () => {
    const { status, json } = await ask(() => null);
    expect(status).toBe(404);
    const message = 'No account with this number was found at Wema Bank. Check the number and the bank.';
    expect(json).toEqual({ error: { code: 'not_found', message, fields: { account_number: message } } });
  });

  it('answers 502, safe to retry, when the host\'s function throws; the log has the reason, never the secret', async () => {
    const warn = vi.fn();
    const { status, json } = await ask(() => Promise.reject(new Error(`provider down (key ${SECRET})`)), WEMA, { logger: { warn } });
    expect(status).toBe(502);
    expect(json).toMatchObject({ error: { code: 'upstream', retryable: true } });
    expect(JSON.stringify(json)).not.toContain(SECRET);
    expect(warn).toHaveBeenCalledWith('account-name enquiry failed', { error: expect.stringContaining('provider down') });
    expect(JSON.stringify(warn.mock.calls)).not.toContain(SECRET);
  });

  it.each([[42], [''], ['   '], [undefined], [{ account_name: 'A' }], ['A'.repeat(500)], ['ADA\u0007EZE']])('answers 502 when the host\'s answer is not a name (%j)', async (answer) => {
    const { status, json } = await ask(() => answer as string);
    expect(status).toBe(502);
    expect(isErrorBody(json)).toBe(true);
  });

  it('gives up after timeoutMs with 504, aborting the signal, even when the function ignores it', async () => {
    let signal: AbortSignal | undefined;
    const never: ResolveAccountName = (_, init) => {
      signal = init.signal;
      return new Promise(() => {});
    };
    const { status, json } = await ask(never, WEMA, { timeoutMs: 40 });
    expect(status).toBe(504);
    expect(json).toMatchObject({ error: { code: 'timeout', retryable: true } });
    expect(signal?.aborted).toBe(true);
  });

  it('answers 502, safe to retry, without asking the host when the bank list cannot be loaded', async () => {
    const resolve = vi.fn<ResolveAccountName>(() => 'ADAEZE OKONKWO');
    const { fetch } = fakeUpstream(() => new Response('down', { status: 503 }));
    const response = await signerWith(fetch, { resolveAccountName: resolve })(enquiry(WEMA));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: { code: 'upstream', retryable: true } });
    expect(resolve).not.toHaveBeenCalled();
    // What can be judged without the list is still refused as bad input, not as an outage.
    const bad = await signerWith(fetch, { resolveAccountName: resolve })(enquiry('bank_name=Wema&account_number=123'));
    expect(bad.status).toBe(422);
  });

  it('answers GET only: a HEAD gets 405 without an enquiry, which would cost a call and show nothing', async () => {
    const { fetch } = fakeUpstream(successFor);
    const resolve = vi.fn<ResolveAccountName>(() => 'A');
    const signer = signerWith(fetch, { resolveAccountName: resolve });
    const response = await signer(enquiry(WEMA, { method: 'POST', body: '{}' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    const head = await signer(enquiry(WEMA, { method: 'HEAD' }));
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('GET');
    expect(resolve).not.toHaveBeenCalled();
  });
});
