import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import envExample from '../../../examples/next/.env.example?raw';
import webhooksRoute from '../../../examples/next/app/api/ramp/webhooks/route.ts?raw';
import signerRoute from '../../../examples/next/app/api/ramp/[...path]/route.ts?raw';
import page from '../../../examples/next/app/page.tsx?raw';
import lib from '../../../examples/next/lib/ramp.ts?raw';
import { appRouterDir } from './detect';
import { withoutStore } from './in-memory';
import { localEnv, type Plan } from './plan';

/** Whether the host's tsconfig maps `@/*` (create-next-app's default import alias). */
function hasAtAlias(dir: string): boolean {
  try {
    return /"@\/\*"\s*:/.test(readFileSync(join(dir, 'tsconfig.json'), 'utf8'));
  } catch {
    return false;
  }
}

/**
 * Next.js App Router: the examples/next files (the signer and webhook routes, lib/ramp.ts with the
 * signer's records in memory, a checkout page at /checkout), its .env.example and a .env.local with the mock's values, and the mock's script.
 * Without the `@/*` alias the routes import lib/ramp.ts by a relative path.
 */
export function nextPlan(dir: string): Plan {
  const app = appRouterDir(dir) ?? 'app';
  const root = posix.dirname(app);
  const under = (path: string) => posix.join(root, path);
  const libPath = under('lib/ramp.ts');
  const importLib = (route: string, source: string) => (hasAtAlias(dir) ? source : source.replace("'@/lib/ramp'", `'${posix.relative(posix.dirname(route), libPath.replace(/\.ts$/, ''))}'`));
  const signer = `${app}/api/ramp/[...path]/route.ts`;
  const webhooks = `${app}/api/ramp/webhooks/route.ts`;
  return {
    framework: 'Next.js (App Router)',
    files: [
      { path: libPath, content: withoutStore(lib) },
      { path: signer, content: importLib(signer, signerRoute) },
      { path: webhooks, content: importLib(webhooks, webhooksRoute) },
      { path: `${app}/checkout/page.tsx`, content: page },
      { path: '.env.example', content: envExample },
      localEnv(envExample),
    ],
    edits: [],
    scripts: [{ name: 'mock', command: 'naira-ramp-mock --env-file .env.local' }],
    next: ['npm run mock   # in one terminal: the mock ramp service, reading .env.local', 'npm run dev    # in another; then open /checkout'],
  };
}


