import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The signer entry runs in browsers (Storybook, in-page tests) and edge runtimes, so nothing it
// loads eagerly may need Node. Type-only imports vanish at build time and are allowed.
const NODE_ONLY = /^import\s+(?!type\b)[^;]*from\s+'(node:[^']+|@hono\/node-server)'/m;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

describe('portable signer and mock', () => {
  it.each(['src/server', 'src/mock'])('%s has no eager Node-only import', (dir) => {
    const offenders = sources(dir).filter((file) => NODE_ONLY.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
