import { describe, expect, it } from 'vitest';
import { createMockRampService } from '../../../src/mock';
import { assertRampSignerConfig, createRampSigner, type RampSignerOptions } from '../../../src/server';
import { SECRET, browserPost, buyBody, fetchServingLists, signerWith } from '../support/helpers';
import { serve } from '../support/loopback';

const settings = { RAMP_SECRET_KEY: SECRET, RAMP_BUSINESS_ID: 'biz', RAMP_LINK_TAG: 'tag', RAMP_BASE_URL: 'https://ramp.example' };

// Many libraries read a timeout of 0 as "none". Here it stopped waiting at once: nothing reached the
// service, yet the person was told the buy may have gone through, and its reference was kept as unknown.
describe('a timeout of 0', () => {
  it('is refused where it is given, naming the option', () => {
    expect(() => createRampSigner({ ...settings, timeoutMs: 0 } as RampSignerOptions)).toThrow(/option timeoutMs must be a number of milliseconds above 0/);
  });

  it('from the environment is a configuration error naming RAMP_TIMEOUT_MS', async () => {
    const env = { ...settings, RAMP_TIMEOUT_MS: '0' };
    const response = await createRampSigner({ env, logger: { warn: () => undefined } })(browserPost('/onramp', buyBody()));
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('RAMP_TIMEOUT_MS must be a number of milliseconds above 0');
    expect(() => assertRampSignerConfig({ env })).toThrow('RAMP_TIMEOUT_MS');
  });

  it('over HTTP, sends nothing and is answered as configuration, never as a request that "may have gone through"', async () => {
    const mock = createMockRampService({ secretKey: SECRET });
    const served = await serve((request: Request) => mock.handle(request));
    try {
      const overHttp = fetchServingLists((input, init) => fetch(String(input).replace('https://ramp.example', served.url), init));
      const response = await signerWith(overHttp, { env: { RAMP_TIMEOUT_MS: '0' }, logger: { warn: () => undefined } })(browserPost('/api/ramp/onramp', buyBody()));
      expect(response.status).toBe(500);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('configuration');
      expect(mock.received).toHaveLength(0);
    } finally {
      await served.close();
    }
  });
});
