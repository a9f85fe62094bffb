import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockRampService } from '../../src/mock';
import { buyRequest, newReference } from '../server/support/chain';
import { serve, type Served } from '../server/support/loopback';
import { rawRequest } from '../server/support/raw-http';
import { rampStoreSchema } from '../../src/server';
import { postgresSuite } from '../support/postgres-suites';
import { redisSuite } from '../support/redis';

// The README's signer sections show code from files the typecheck covers and this file runs.
const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const SOURCES = ['test/docs/snippets/redis.ts', 'test/docs/snippets/postgres.ts', 'test/docs/snippets/refresh-statuses.ts', 'test/docs/snippets/client-errors.ts'];
const SECTIONS = ['### Idempotency', '### Transaction status', '### Stores: memory, Redis or PostgreSQL', '### When a store or an instance fails'];

const readme = read('README.md');
const blocks = SECTIONS.flatMap((heading) => {
  const start = readme.indexOf(`\n${heading}\n`);
  const section = readme.slice(start, readme.indexOf('\n#', start + heading.length + 2));
  return [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => [heading, match[1]!] as const);
});

/** The lines of a text without indentation or blank lines; `// …` stands for lines left out. */
const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

/** Whether the block's pieces (between `// …` lines) appear in the file whole and in order. */
function shownIn(file: string[], block: string[]): boolean {
  const pieces = block.join('\n').split(/^\/\/ …$/m).map((piece) => lines(piece)).filter((piece) => piece.length > 0);
  let from = 0;
  for (const piece of pieces) {
    const at = file.findIndex((_, index) => index >= from && piece.every((line, offset) => file[index + offset] === line));
    if (at < 0) return false;
    from = at + piece.length;
  }
  return true;
}

describe('README: the signer sections', () => {
  it('have their code blocks', () => expect(blocks.length).toBeGreaterThanOrEqual(5));

  it('show the schema migrateRampStore creates', () => {
    expect(read('test/docs/snippets/postgres-schema.sql')).toBe(rampStoreSchema());
  });

  it.each(blocks.map(([heading, block]) => [`${heading}: ${lines(block)[0] ?? ''}`, block] as const))('%s… is in a file the tests run', (_, block) => {
    expect(SOURCES.filter((path) => shownIn(lines(read(path)), lines(block))), block).not.toEqual([]);
  });
});

describe("the README's signer recipes, run as a host runs them", () => {
  const mock = createMockRampService({ lifecycle: { settleAfterMs: 3_600_000 } });
  let upstream: Served;
  beforeAll(async () => {
    upstream = await serve(mock.handle);
    Object.assign(process.env, { RAMP_BASE_URL: upstream.url, RAMP_SECRET_KEY: mock.secretKey, RAMP_BUSINESS_ID: 'biz', RAMP_LINK_TAG: 'tag', RAMP_WEBHOOK_SECRET: 'whsec_readme', PORT: '0' });
  });
  afterAll(() => upstream.close());

  it('refreshStatuses records what the lookup says of a transaction whose webhook never came', async () => {
    const { signer, refreshStatuses } = await import('./snippets/refresh-statuses');
    const reference = newReference();
    expect((await signer(buyRequest(reference))).status).toBe(200);
    mock.settle(reference, 'completed');
    expect(await refreshStatuses(0)).toEqual({ checked: 1, settled: 1, pending: 0, failed: 0 });
    const status = await signer(new Request(`http://shop.example/api/ramp/transactions/${reference}`));
    expect(((await status.json()) as { status: string }).status).toBe('completed');
  });

  it('answerClientErrors answers headers over Node’s limit in the error shape', async () => {
    const { server } = await import('./snippets/client-errors');
    await new Promise((resolve) => (server.listening ? resolve(undefined) : server.once('listening', resolve)));
    try {
      const answer = await rawRequest((server.address() as AddressInfo).port, `GET /api/ramp/config HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      expect(answer.status).toBe(431);
      expect((JSON.parse(answer.body) as { error: { code: string } }).error.code).toBe('payload_too_large');
      expect([server.headersTimeout, server.requestTimeout]).toEqual([10_000, 15_000]);
    } finally {
      server.close();
    }
  });

  postgresSuite('the PostgreSQL recipe', (postgres) => {
    it('creates its tables, keeps its pool alive through a lost connection, and shares the store', async () => {
      process.env.DATABASE_URL = postgres().url;
      const { pool, signer } = await import('./snippets/postgres');
      try {
        expect(pool.listenerCount('error')).toBe(1);
        const reference = newReference();
        expect((await signer(buyRequest(reference))).status).toBe(200);
        const { rows } = await pool.query(`SELECT record->>'state' AS state FROM naira_ramp_idempotency WHERE key = $1`, [reference]);
        expect(rows).toEqual([{ state: 'done' }]);
      } finally {
        await pool.end();
      }
    });
  });

  redisSuite('the Redis recipe', (redis) => {
    it('keeps its client alive through a lost connection and shares the store', async () => {
      process.env.REDIS_URL = redis().url;
      const { client, signer } = await import('./snippets/redis');
      try {
        expect(client.listenerCount('error')).toBe(1);
        expect((await signer(buyRequest(newReference()))).status).toBe(200);
        expect(await client.keys('myapp:ramp:*')).not.toEqual([]);
      } finally {
        await client.close();
      }
    });
  });
});
