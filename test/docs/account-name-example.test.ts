import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const root = join(import.meta.dirname, '../..');
const example = readFileSync(join(import.meta.dirname, 'snippets/account-name-paystack.ts'), 'utf8');

/** The example as the README shows it: imported from the package, as a host writes it. */
const asPublished = example.trim();

const BANKS = { banks: [{ name: 'Guaranty Trust Bank', code: '058' }, { name: 'Carbon' }] };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Paystack as the example calls it, and the ramp service's bank list. */
function fakeServices(paystack: (url: URL, headers: Headers) => Response) {
  const seen: URL[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    seen.push(url);
    if (url.hostname === 'api.paystack.co') return paystack(url, new Headers(init?.headers));
    return json(200, BANKS);
  });
  return seen;
}

async function loadSigner() {
  vi.resetModules();
  vi.stubEnv('RAMP_SECRET_KEY', 'test_s_tk_readme');
  vi.stubEnv('RAMP_BUSINESS_ID', 'biz');
  vi.stubEnv('RAMP_LINK_TAG', 'link');
  vi.stubEnv('RAMP_BASE_URL', 'https://ramp.example');
  vi.stubEnv('PAYSTACK_SECRET_KEY', 'sk_test_paystack');
  return (await import('./snippets/account-name-paystack')).signer;
}

const ask = async (query: string) => (await loadSigner())(new Request(`http://shop.example/api/ramp/account-name?${query}`));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the README\'s account-name example (Paystack)', () => {
  it('is in the README as it is here', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(asPublished);
  });

  it('answers the name Paystack resolves, asking with the bank\'s code and the host\'s key', async () => {
    const seen = fakeServices((url, headers) => {
      expect(headers.get('authorization')).toBe('Bearer sk_test_paystack');
      return json(200, { status: true, data: { account_number: url.searchParams.get('account_number'), account_name: 'ADAEZE OKONKWO' } });
    });
    const response = await ask('bank_name=GTBank&account_number=0123456789');
    expect(await response.json()).toEqual({ account_name: 'ADAEZE OKONKWO' });
    const asked = seen.find((url) => url.hostname === 'api.paystack.co');
    expect(asked?.searchParams.get('bank_code')).toBe('058');
  });

  it('says there is no such account when Paystack cannot resolve it, and is an outage when Paystack fails', async () => {
    fakeServices(() => json(422, { status: false, message: 'Could not resolve account name. Check parameters or try again.' }));
    expect((await ask('bank_name=GTBank&account_number=0123456789')).status).toBe(404);
    fakeServices(() => json(500, { status: false }));
    expect((await ask('bank_name=GTBank&account_number=0123456789')).status).toBe(502);
  });

  it('is an outage, not a wrong lookup, for a bank with no code', async () => {
    const seen = fakeServices(() => json(200, {}));
    expect((await ask('bank_name=Carbon&account_number=0123456789')).status).toBe(502);
    expect(seen.some((url) => url.hostname === 'api.paystack.co')).toBe(false);
  });
});
