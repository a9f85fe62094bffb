import { describe, expect, it } from 'vitest';
import { withoutStore } from '../../../src/bin/init/in-memory';
import { runInit } from '../../../src/bin/init/run';
import { example, nextApp, read, scripts } from './support';

const next = (path: string) => example('next', path);

describe('naira-ramp init in a Next.js App Router app', () => {
  it("finds Next.js and writes examples/next's signer, routes, page and settings, a .env.local with the mock's values and the mock's script", () => {
    const dir = nextApp();
    const lines = runInit([], dir);
    expect(lines[0]).toBe(`naira-ramp init: Next.js (App Router) in ${dir}`);
    expect(read(dir, 'lib/ramp.ts')).toBe(withoutStore(next('lib/ramp.ts')));
    expect(read(dir, 'app/api/ramp/[...path]/route.ts')).toBe(next('app/api/ramp/[...path]/route.ts'));
    expect(read(dir, 'app/api/ramp/webhooks/route.ts')).toBe(next('app/api/ramp/webhooks/route.ts'));
    expect(read(dir, 'app/checkout/page.tsx')).toBe(next('app/page.tsx'));
    expect(read(dir, '.env.example')).toBe(next('.env.example'));
    expect(read(dir, '.env.local')).toBe(next('.env.example').replace('# Copy to .env.local. ', '# '));
    expect(scripts(dir)).toEqual({ dev: 'next dev', mock: 'naira-ramp-mock --env-file .env.local' });
    expect(lines.slice(-2)).toEqual(['  npm run mock   # in one terminal: the mock ramp service, reading .env.local', '  npm run dev    # in another; then open /checkout']);
  });

  it("keeps the signer's records in memory: lib/ramp.ts imports no store module (nor pg) that init does not write", () => {
    const dir = nextApp();
    runInit([], dir);
    const lib = read(dir, 'lib/ramp.ts');
    // The example keeps them in PostgreSQL with DATABASE_URL, through lib/store.ts.
    expect(next('lib/ramp.ts')).toContain("import { stores } from './store';");
    expect(lib).not.toMatch(/\bstores\b|'\.\/store'|\bpg\b/);
    expect(lib).toContain("import { createRampServer } from 'naira-ramp/server';");
    expect(lib).toContain("basePath: '/api/ramp',");
    expect(() => withoutStore(next('lib/ramp.ts').replace('...stores,', '...stores, // kept'))).toThrow(/no longer reads as expected/);
  });

  it('puts lib/ramp.ts beside src/app, and imports it by a relative path where tsconfig has no @/* alias', () => {
    const withSrc = nextApp({ src: true });
    runInit([], withSrc);
    expect(read(withSrc, 'src/lib/ramp.ts')).toBe(withoutStore(next('lib/ramp.ts')));
    expect(read(withSrc, 'src/app/api/ramp/webhooks/route.ts')).toContain("from '@/lib/ramp'");
    const bare = nextApp({ alias: false });
    runInit([], bare);
    expect(read(bare, 'app/api/ramp/[...path]/route.ts')).toContain("import { signer } from '../../../../lib/ramp';");
    expect(read(bare, 'app/api/ramp/webhooks/route.ts')).toContain("import { webhooks } from '../../../../lib/ramp';");
  });
});
