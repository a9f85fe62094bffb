import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './snippet-blocks';

// Where the docs list the signer's routes, each route the signer answers is there with its method.
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const table = read('src/server/routes/table.ts');
const methods = table.slice(table.indexOf('const METHODS'), table.indexOf('};', table.indexOf('const METHODS')));
const routes = [...methods.matchAll(/^\s+'?([a-z-]+)'?: '(GET|POST)',$/gm)].map(([, route, method]) => ({ method, path: route === 'status' ? 'transactions/{reference}' : route! }));
// Named from the mount (`GET /vendors`) or under the example mount (`GET /api/ramp/vendors`).
const named = (text: string, { method, path }: (typeof routes)[number]) => [`\`${method} /${path}`, `\`${method} /api/ramp/${path}`].some((form) => text.includes(form));

describe('the docs name every signer route', () => {
  it('reads the routes from the route table', () => expect(routes.length).toBeGreaterThanOrEqual(8));

  it.each(['README.md', 'stories/docs/GettingStarted.mdx', 'stories/docs/SignerContract.mdx'])('%s', (page) => {
    const text = read(page);
    expect(routes.filter((route) => !named(text, route)).map(({ method, path }) => `${method} /${path}`)).toEqual([]);
  });
});
