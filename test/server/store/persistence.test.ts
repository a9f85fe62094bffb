import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createRedisIdempotencyStore, createRedisStore, type LogFields, type RampSignerOptions } from '../../../src/server';
import { redisPersistence } from '../../../src/server/store/persistence';
import { redisBinarySuite, startRedisServer, type RedisServer } from '../../support/redis';
import { fakeUpstream, signerWith, successFor } from '../support/helpers';
import { bareClient } from '../support/redis-instances';

/** A signer over a fake upstream with the given options; returns what its logger received. */
function signerLogging(options: RampSignerOptions): string[] {
  const lines: string[] = [];
  const line = (level: string) => (message: string, fields?: LogFields) => void lines.push(`${level}: ${message} ${JSON.stringify(fields)}`);
  signerWith(fakeUpstream(successFor).fetch, { ...options, logger: { warn: line('warn'), info: line('info') } });
  return lines;
}

describe('how a Redis persists, as CONFIG GET says', () => {
  it.each([
    ['appendonly yes', { appendonly: 'yes', save: '' }, 'aof'],
    ['snapshots only', { appendonly: 'no', save: '3600 1 300 100' }, 'snapshots'],
    ['neither', { appendonly: 'no', save: '' }, 'none'],
  ])('%s', async (_, config: Record<string, string>, expected) => {
    expect(await redisPersistence({ configGet: async (name) => ({ [name]: config[name] }) })).toBe(expected);
  });

  it('cannot tell when CONFIG is refused (managed Redis) or the client has no configGet', async () => {
    expect(await redisPersistence({ configGet: () => Promise.reject(new Error("ERR unknown command 'CONFIG'")) })).toBe('unknown');
    expect(await redisPersistence({})).toBe('unknown');
  });
});

describe('memory stores under NODE_ENV=production', () => {
  it('warn that several instances would each forward the same request', async () => {
    const lines = signerLogging({ env: { NODE_ENV: 'production' } });
    await vi.waitFor(() => expect(lines.filter((line) => line.includes('several instances, each would forward the same request'))).toHaveLength(2));
  });

  it('stay quiet elsewhere', async () => {
    // Every signer says where it takes sells when it starts; that line is not about stores.
    const aboutStores = (lines: string[]) => lines.filter((line) => !line.startsWith('info: naira-ramp signer: sells can be taken'));
    const production = signerLogging({ env: { NODE_ENV: 'production' } });
    const lines = signerLogging({ env: { NODE_ENV: 'development' } });
    // Both checks run in the same turns: once production's has warned, development's is over too.
    await vi.waitFor(() => expect(aboutStores(production)).toHaveLength(2));
    expect(aboutStores(lines)).toEqual([]);
  });
});

redisBinarySuite('Redis persistence check', (binary) => {
  const servers: RedisServer[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'naira-ramp-aof-'));
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dir, { recursive: true, force: true });
  });

  async function signerOver(persistence: Parameters<typeof startRedisServer>[1]) {
    const server = await startRedisServer(binary, persistence);
    servers.push(server);
    const client = await bareClient(server.url);
    const lines = signerLogging({ store: createRedisStore({ client }), idempotency: { store: createRedisIdempotencyStore({ client }) } });
    return { client, lines };
  }

  it('warns at start, for each store, when the Redis given does not persist', async () => {
    const { client, lines } = await signerOver({ persistence: { appendonly: false } });
    await vi.waitFor(() => expect(lines.filter((line) => line.includes('Redis does not persist'))).toHaveLength(2));
    expect(lines.join('\n')).toMatch(/the shared Redis[^\n]*Exactly-once needs a Redis that persists every write/);
    await client.close();
  });

  it('only notes it, without a warning, when it persists every write (appendonly yes)', async () => {
    const { client, lines } = await signerOver({ persistence: { appendonly: true, dir } });
    await vi.waitFor(() => expect(lines.filter((line) => line.includes('persists every write (appendonly yes)'))).toHaveLength(2));
    expect(lines.filter((line) => line.startsWith('warn'))).toEqual([]);
    await client.close();
  });
});
