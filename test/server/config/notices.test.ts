import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockRampService } from '../../../src/mock';
import { createMemoryIdempotencyStore, createMemoryStore, createRampSigner, createRampWebhookHandler, type LogFields } from '../../../src/server';

const SECRET = 'test_s_tk_Distinctive_Secret_9f3a';
const mock = createMockRampService({ secretKey: SECRET });
const configured = { secretKey: SECRET, businessId: 'b', linkTag: 't', baseUrl: 'https://ramp.example', fetch: mock.fetch };

/** Everything the console was told, as lines. */
function watchConsole(): string[] {
  const lines: string[] = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  return lines;
}

/** A logger that keeps every line. */
function keepingLogger(): { logger: { warn: (message: string, fields?: LogFields) => void }; lines: string[] } {
  const lines: string[] = [];
  return { lines, logger: { warn: (message, fields) => void lines.push(`${message} ${JSON.stringify(fields ?? {})}`) } };
}

afterEach(() => vi.restoreAllMocks());

describe('a signer created without its configuration', () => {
  it('is created without throwing, and answers every request 500 "configuration" naming each missing variable', async () => {
    watchConsole();
    const signer = createRampSigner({ env: {} });
    for (const path of ['/vendors', '/config']) {
      const response = await signer(new Request(`http://shop.example${path}`));
      expect(response.status).toBe(500);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('configuration');
      expect(error.message).toMatch(/RAMP_SECRET_KEY.*RAMP_BUSINESS_ID.*RAMP_LINK_TAG.*RAMP_BASE_URL/);
    }
  });

  it('tells the console once, naming the variables, however many requests come, and never the secret', async () => {
    const lines = watchConsole();
    const signer = createRampSigner({ env: {}, secretKey: SECRET });
    for (let i = 0; i < 3; i++) await signer(new Request('http://shop.example/vendors'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/RAMP_BUSINESS_ID.*RAMP_LINK_TAG.*RAMP_BASE_URL/);
    expect(lines.join('\n').toLowerCase()).not.toContain(SECRET.toLowerCase());
  });

  it("tells the host's logger on every request instead, and the console nothing", async () => {
    const consoleLines = watchConsole();
    const { logger, lines } = keepingLogger();
    const signer = createRampSigner({ env: {}, logger });
    for (let i = 0; i < 2; i++) await signer(new Request('http://shop.example/vendors'));
    expect(lines).toHaveLength(2);
    expect(consoleLines).toEqual([]);
  });

  it('reads the environment again on the next request, and works once the variables are there', async () => {
    watchConsole();
    const env: Record<string, string | undefined> = {};
    const signer = createRampSigner({ env, fetch: mock.fetch });
    expect((await signer(new Request('http://shop.example/banks'))).status).toBe(500);
    Object.assign(env, { RAMP_SECRET_KEY: SECRET, RAMP_BUSINESS_ID: 'b', RAMP_LINK_TAG: 't', RAMP_BASE_URL: 'https://ramp.example' });
    expect((await signer(new Request('http://shop.example/banks'))).status).toBe(200);
  });

  it('answers a wrong value the same way, naming its variable', async () => {
    watchConsole();
    const signer = createRampSigner({ ...configured, env: { RAMP_DEPOSIT_ADDRESS_POLYGON: '0x123' } });
    const { error } = (await (await signer(new Request('http://shop.example/config'))).json()) as { error: { code: string; message: string } };
    expect(error).toMatchObject({ code: 'configuration', message: expect.stringContaining('RAMP_DEPOSIT_ADDRESS_POLYGON') });
  });
});

describe('a webhook receiver created without its secret', () => {
  it('answers each delivery 500 "configuration" naming RAMP_WEBHOOK_SECRET, and tells the console once', async () => {
    const lines = watchConsole();
    const receiver = createRampWebhookHandler({ env: {} });
    for (let i = 0; i < 2; i++) {
      const response = await receiver(new Request('http://shop.example/hooks', { method: 'POST', body: '{}' }));
      expect(response.status).toBe(500);
      expect(((await response.json()) as { error: { message: string } }).error.message).toContain('RAMP_WEBHOOK_SECRET');
    }
    // Earlier signers in this file made their own memory stores, so the two-stores notice may come too.
    expect(lines.filter((line) => line.includes('RAMP_WEBHOOK_SECRET'))).toHaveLength(1);
  });
});

describe('a page of another origin', () => {
  const fromElsewhere = () => new Request('http://shop.example/vendors', { headers: { origin: 'https://elsewhere.example' } });

  it('is refused, and the console told once which origin and what is allowed', async () => {
    const lines = watchConsole();
    const signer = createRampSigner({ ...configured, env: {}, allowedOrigins: ['https://shop.example'] });
    for (let i = 0; i < 3; i++) expect((await signer(fromElsewhere())).status).toBe(403);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('https://elsewhere.example');
    expect(lines[0]).toContain('https://shop.example');
  });

  it("is told to the host's logger every time", async () => {
    const { logger, lines } = keepingLogger();
    const signer = createRampSigner({ ...configured, env: {}, allowedOrigins: ['https://shop.example'], logger });
    for (let i = 0; i < 2; i++) await signer(fromElsewhere());
    expect(lines.filter((line) => line.includes('elsewhere'))).toHaveLength(2);
  });
});

describe('memory stores under NODE_ENV=production', () => {
  it('are told to the console once, naming each record kept in memory', async () => {
    const lines = watchConsole();
    const signer = createRampSigner({ ...configured, env: { NODE_ENV: 'production' }, rateLimit: { limit: 100, windowMs: 60_000 } });
    for (let i = 0; i < 2; i++) await signer(new Request('http://shop.example/banks'), { clientAddress: '203.0.113.1' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/statuses and owners \(store\).*idempotency keys.*rate-limit counters/);
  });

  it('are not mentioned when every record has a store of its own choosing, or outside production', async () => {
    const lines = watchConsole();
    const shared = { store: createMemoryStore(), idempotency: { store: createMemoryIdempotencyStore() } };
    await createRampSigner({ ...configured, ...shared, env: { NODE_ENV: 'production' } })(new Request('http://shop.example/banks'));
    await createRampSigner({ ...configured, env: { NODE_ENV: 'development' } })(new Request('http://shop.example/banks'));
    expect(lines).toEqual([]);
  });
});
