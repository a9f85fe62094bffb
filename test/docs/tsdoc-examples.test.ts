import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './snippet-blocks';

// Each public entry point's TSDoc shows an `@example`; each example is a file under
// test/docs/snippets/tsdoc, which the project's type check compiles (importing the package by name, as a
// host does), so an example that stops being true fails the build.
const ENTRY_POINTS: Array<[symbol: string, source: string, snippet: string]> = [
  ['BuyRamp', 'src/react/buy/BuyRamp.tsx', 'BuyRamp.tsx'],
  ['SellRamp', 'src/react/sell/SellRamp.tsx', 'SellRamp.tsx'],
  ['useBuyRamp', 'src/react/buy/useBuyRamp.ts', 'useBuyRamp.tsx'],
  ['useSellRamp', 'src/react/sell/useSellRamp.ts', 'useSellRamp.tsx'],
  ['RampProvider', 'src/react/config/RampProvider.tsx', 'RampProvider.tsx'],
  ['RampDialog', 'src/react/modal/RampDialog.tsx', 'RampDialog.tsx'],
  ['createRampQueryClient', 'src/react/config/queryClient.ts', 'createRampQueryClient.tsx'],
  ['createRampSigner', 'src/server/signer/create.ts', 'createRampSigner.ts'],
  ['createRampWebhookHandler', 'src/server/webhooks/handler.ts', 'createRampWebhookHandler.ts'],
  ['toNodeHandler', 'src/server/http/node.ts', 'toNodeHandler.ts'],
  ['createRampServer', 'src/server/signer/server.ts', 'createRampServer.ts'],
  ['refreshPendingTransactions', 'src/server/signer/refresh.ts', 'refreshPendingTransactions.ts'],
  ['assertRampSignerConfig', 'src/server/signer/create.ts', 'assertRampSignerConfig.ts'],
  ['assertRampWebhookConfig', 'src/server/webhooks/handler.ts', 'assertRampWebhookConfig.ts'],
  ['answerClientErrors', 'src/server/http/client-errors.ts', 'answerClientErrors.ts'],
  ['ownerOf', 'src/server/auth/ownership.ts', 'ownerOf.ts'],
  ['createRateLimiter', 'src/server/rate-limit/rate-limiter.ts', 'createRateLimiter.ts'],
  ['createMemoryStore', 'src/server/store/memory.ts', 'createMemoryStore.ts'],
  ['createRedisStore', 'src/server/store/redis.ts', 'createRedisStore.ts'],
  ['createPostgresStore', 'src/server/postgres/create.ts', 'createPostgresStore.ts'],
  ['migrateRampStore', 'src/server/postgres/schema.ts', 'migrateRampStore.ts'],
  ['rampStoreSchema', 'src/server/postgres/schema.ts', 'rampStoreSchema.ts'],
  ['pruneRampStore', 'src/server/postgres/prune.ts', 'pruneRampStore.ts'],
  ['createMemoryIdempotencyStore', 'src/server/idempotency/memory-store.ts', 'createMemoryIdempotencyStore.ts'],
  ['createRedisIdempotencyStore', 'src/server/idempotency/redis-store.ts', 'createRedisIdempotencyStore.ts'],
  ['defaultIdempotencyOutcome', 'src/server/idempotency/outcome.ts', 'defaultIdempotencyOutcome.ts'],
  ['createMockRampService', 'src/mock/service.ts', 'createMockRampService.ts'],
  ['createMockQuote', 'src/mock/quote.ts', 'createMockQuote.ts'],
  ['MockClock', 'src/mock/types.ts', 'MockClock.ts'],
  ['defineRampElements', 'src/elements/rampElements.ts', 'defineRampElements.ts'],
];

/** The TSDoc comment right above `export function|interface|const <symbol>`, its `* ` margins taken off. */
function docOf(source: string, symbol: string): string {
  const text = readFileSync(join(repoRoot, source), 'utf8');
  const declaration = new RegExp(`\\n(/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/)\\nexport (?:async )?(?:function|interface|const|class) ${symbol}\\b`).exec(text);
  if (!declaration) throw new Error(`${source} has no TSDoc right above the export of ${symbol}`);
  return declaration[1]!
    .split('\n')
    .slice(1, -1)
    .map((line) => line.replace(/^ \* ?/, ''))
    .join('\n');
}

/** The code of the doc's `@example` block and its fence's language. */
function exampleOf(doc: string): { lang: string; code: string } | undefined {
  const found = /@example[^\n]*\n```(\w+)\n([\s\S]*?)\n```/.exec(doc);
  return found ? { lang: found[1]!, code: found[2]! } : undefined;
}

describe('TSDoc examples of the public entry points', () => {
  it.each(ENTRY_POINTS)('%s (%s) shows test/docs/snippets/tsdoc/%s, as it is', (symbol, source, snippet) => {
    const example = exampleOf(docOf(source, symbol));
    expect(example, `${symbol} has no @example`).toBeDefined();
    expect(example!.lang).toBe(snippet.split('.').at(-1));
    expect(example!.code).toBe(readFileSync(join(repoRoot, 'test/docs/snippets/tsdoc', snippet), 'utf8').trimEnd());
  });
});
