import { afterEach, describe, expect, it } from 'vitest';
import { assertRampSignerConfig, createRampSigner } from '../../../src/server';
import { fakeUpstream, successFor } from '../support/helpers';

const fullEnv = {
  RAMP_SECRET_KEY: 'test_s_tk_env',
  RAMP_BUSINESS_ID: 'biz_env',
  RAMP_LINK_TAG: 'tag_env',
  RAMP_BASE_URL: 'https://env.example/',
};

describe('signer configuration', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of Object.keys(fullEnv)) delete process.env[name];
    Object.assign(process.env, saved);
  });

  it.each(Object.keys(fullEnv))('assertRampSignerConfig fails naming %s when it is missing', (name) => {
    const env: Record<string, string | undefined> = { ...fullEnv, [name]: undefined };
    expect(() => assertRampSignerConfig({ env })).toThrow(name);
  });

  it('names every missing variable at once', () => {
    expect(() => assertRampSignerConfig({ env: {} })).toThrow(/RAMP_SECRET_KEY.*RAMP_BUSINESS_ID.*RAMP_LINK_TAG.*RAMP_BASE_URL/);
  });

  it('treats blank values as missing', () => {
    expect(() => assertRampSignerConfig({ env: { ...fullEnv, RAMP_SECRET_KEY: '   ' } })).toThrow('RAMP_SECRET_KEY');
  });

  it('refuses a base URL that is not absolute http(s)', () => {
    expect(() => assertRampSignerConfig({ env: { ...fullEnv, RAMP_BASE_URL: 'ramp.example' } })).toThrow('RAMP_BASE_URL');
    expect(() => assertRampSignerConfig({ env: { ...fullEnv, RAMP_BASE_URL: 'ftp://ramp.example' } })).toThrow('RAMP_BASE_URL');
  });

  it('refuses list paths that could point at another host', () => {
    expect(() => assertRampSignerConfig({ env: { ...fullEnv, RAMP_VENDORS_PATH: '//evil.example/x' } })).toThrow('RAMP_VENDORS_PATH');
    expect(() => assertRampSignerConfig({ env: { ...fullEnv, RAMP_BANKS_PATH: 'https://evil.example/' } })).toThrow('RAMP_BANKS_PATH');
  });

  // A start-up check that passes while every request is answered 500 would defeat its purpose.
  it.each([
    ['RAMP_STATUS_PATH', 'transactions/v1/fetch'],
    ['RAMP_STATUS_STALE_MS', 'ten seconds'],
    ['RAMP_TIMEOUT_MS', '-1'],
    ['RAMP_VENDORS_PATH', 'vendors'],
  ])('assertRampSignerConfig fails on a wrong %s, as the signer does on each request', async (name, value) => {
    const env = { ...fullEnv, [name]: value };
    const response = await createRampSigner({ env, logger: { warn: () => undefined } })(new Request('http://h/banks'));
    expect(response.status).toBe(500);
    expect(await response.text()).toContain(name);
    expect(() => assertRampSignerConfig({ env })).toThrow(name);
  });

  it('reads every value from the environment and sends them upstream', async () => {
    const { fetch, calls } = fakeUpstream(successFor);
    const env = { ...fullEnv, RAMP_VENDORS_PATH: '/custom/vendors', RAMP_SECRET_HEADER: 'x-key' };
    await createRampSigner({ env, fetch })(new Request('http://host.example/vendors'));
    expect(calls[0]?.url).toBe('https://env.example/custom/vendors');
    expect(calls[0]?.headers['x-key']).toBe('test_s_tk_env');
  });

  it('lets options win over the environment', async () => {
    const { fetch, calls } = fakeUpstream(successFor);
    await createRampSigner({ env: fullEnv, fetch, baseUrl: 'https://option.example', secretKey: 'opt_key' })(new Request('http://h/banks'));
    expect(calls[0]?.url).toBe('https://option.example/transactions/v1/banks');
    expect(calls[0]?.headers['service-sec-key']).toBe('opt_key');
  });

  it('falls back to process.env when no env option is given', async () => {
    Object.assign(process.env, fullEnv);
    const { fetch, calls } = fakeUpstream(successFor);
    await createRampSigner({ fetch })(new Request('http://h/banks'));
    expect(calls[0]?.url).toBe('https://env.example/transactions/v1/banks');
  });

  it('loads where there is no process at all, as on an edge runtime', () => {
    const host = globalThis as { process?: unknown };
    const real = host.process;
    try {
      host.process = undefined;
      expect(() => createRampSigner({ ...{ secretKey: 'k', businessId: 'b', linkTag: 't', baseUrl: 'https://r.example' } })).not.toThrow();
      expect(() => assertRampSignerConfig({})).toThrow('RAMP_SECRET_KEY');
    } finally {
      host.process = real;
    }
  });
});
