import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cpSync } from 'node:fs';
import { runInit } from '../../src/bin/init/run';

const example = (path: string) => readFileSync(new URL(`../../examples/next/${path}`, import.meta.url), 'utf8');
let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A Next.js app as create-next-app leaves it, as far as init looks: package.json, tsconfig, the app folder. */
function nextApp({ src = false, alias = true } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'naira-ramp-init-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'shop', scripts: { dev: 'next dev' }, dependencies: { next: '^16.0.0' } }, null, 2)}\n`);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: alias ? { paths: { '@/*': [src ? './src/*' : './*'] } } : {} }));
  mkdirSync(join(dir, src ? 'src/app' : 'app'), { recursive: true });
  return dir;
}
const read = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');
const scripts = (dir: string) => (JSON.parse(read(dir, 'package.json')) as { scripts: Record<string, string> }).scripts;

describe('naira-ramp init in a Next.js App Router app', () => {
  it("finds Next.js and writes examples/next's signer, routes, page and settings, a .env.local with the mock's values and the mock's script", () => {
    const dir = nextApp();
    const lines = runInit([], dir);
    expect(lines[0]).toBe(`naira-ramp init: Next.js (App Router) in ${dir}`);
    expect(read(dir, 'lib/ramp.ts')).toBe(example('lib/ramp.ts'));
    expect(read(dir, 'app/api/ramp/[...path]/route.ts')).toBe(example('app/api/ramp/[...path]/route.ts'));
    expect(read(dir, 'app/api/ramp/webhooks/route.ts')).toBe(example('app/api/ramp/webhooks/route.ts'));
    expect(read(dir, 'app/checkout/page.tsx')).toBe(example('app/page.tsx'));
    expect(read(dir, '.env.example')).toBe(example('.env.example'));
    expect(read(dir, '.env.local')).toBe(example('.env.example'));
    expect(scripts(dir)).toEqual({ dev: 'next dev', mock: 'naira-ramp-mock --env-file .env.local' });
    expect(lines.slice(-2)).toEqual(['  npm run mock   # in one terminal: the mock ramp service, reading .env.local', '  npm run dev    # in another; then open /checkout']);
  });

  it('puts lib/ramp.ts beside src/app, and imports it by a relative path where tsconfig has no @/* alias', () => {
    const withSrc = nextApp({ src: true });
    runInit([], withSrc);
    expect(read(withSrc, 'src/lib/ramp.ts')).toBe(example('lib/ramp.ts'));
    expect(read(withSrc, 'src/app/api/ramp/webhooks/route.ts')).toContain("from '@/lib/ramp'");
    const bare = nextApp({ alias: false });
    runInit([], bare);
    expect(read(bare, 'app/api/ramp/[...path]/route.ts')).toContain("import { signer } from '../../../../lib/ramp';");
    expect(read(bare, 'app/api/ramp/webhooks/route.ts')).toContain("import { webhooks } from '../../../../lib/ramp';");
  });

  it('with --dry-run lists what it would write and writes nothing', () => {
    const dir = nextApp();
    const before = read(dir, 'package.json');
    const lines = runInit(['--dry-run'], dir);
    expect(lines).toContain('  would write  app/api/ramp/[...path]/route.ts');
    expect(lines).toContain('  would write  package.json script "mock"');
    expect(read(dir, 'package.json')).toBe(before);
    expect(() => read(dir, 'lib/ramp.ts')).toThrow();
  });

  it('changes nothing on a second run', () => {
    const dir = nextApp();
    runInit([], dir);
    const written = ['lib/ramp.ts', '.env.local', 'package.json'].map((path) => read(dir, path));
    const lines = runInit([], dir);
    expect(lines.filter((line) => /^ {2}(write|replace|skipped)/.test(line))).toEqual([]);
    expect(['lib/ramp.ts', '.env.local', 'package.json'].map((path) => read(dir, path))).toEqual(written);
  });

  it("never replaces a file of the host's without --force, and never its .env.local nor a script of the same name", () => {
    const dir = nextApp();
    mkdirSync(join(dir, 'lib'));
    writeFileSync(join(dir, 'lib/ramp.ts'), '// mine\n');
    writeFileSync(join(dir, '.env.local'), 'RAMP_SECRET_KEY=my_real_key\n');
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ scripts: { mock: 'my-own-mock' }, dependencies: { next: '16' } }));
    const lines = runInit([], dir);
    expect(lines).toContain('  skipped: it exists with other content (--force replaces it)  lib/ramp.ts');
    expect(lines).toContain('  kept (yours; never replaced)  .env.local');
    expect(lines).toContain('  skipped: it exists with other content (--force replaces it)  package.json script "mock"');
    expect(read(dir, 'lib/ramp.ts')).toBe('// mine\n');
    expect(scripts(dir).mock).toBe('my-own-mock');

    runInit(['--force'], dir);
    expect(read(dir, 'lib/ramp.ts')).toBe(example('lib/ramp.ts'));
    expect(read(dir, '.env.local')).toBe('RAMP_SECRET_KEY=my_real_key\n');
  });

  it('says what it knows when it finds no framework, or is given one it does not know', () => {
    const dir = mkdtempSync(join(tmpdir(), 'naira-ramp-init-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'package.json'), '{}');
    expect(() => runInit([], dir)).toThrow(/knows Next\.js with the App Router, and Vite with React\)\. Name one with --framework next or --framework vite/);
    expect(() => runInit(['--framework', 'remix'], dir)).toThrow('--framework takes next, vite (got "remix").');
    expect(() => runInit(['--frame'], dir)).toThrow(/^Unknown argument --frame\./);
  });
});

const viteExample = (path: string) => readFileSync(new URL(`../../examples/vite/${path}`, import.meta.url), 'utf8');

/** create-vite's react-ts app as far as init looks (its package.json, vite.config.ts and tsconfig.node.json, as create-vite 9 writes them). */
function viteApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'naira-ramp-init-'));
  dirs.push(dir);
  cpSync(new URL('./fixtures/create-vite/', import.meta.url), dir, { recursive: true });
  return dir;
}

describe('naira-ramp init in a create-vite react-ts app', () => {
  it("finds Vite with React and writes examples/vite's server, plugin, component and settings, the plugin into vite.config.ts and the server into tsconfig.node.json", () => {
    const dir = viteApp();
    const lines = runInit([], dir);
    expect(lines[0]).toBe(`naira-ramp init: Vite + React in ${dir}`);
    for (const path of ['server/ramp.js', 'server/vite-plugin.js', 'server/index.js', 'src/Checkout.tsx', '.env.example']) expect(read(dir, path)).toBe(viteExample(path));
    expect(read(dir, '.env.local')).toBe(viteExample('.env.example'));
    expect(read(dir, 'vite.config.ts')).toBe(`import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { rampSigner } from './server/vite-plugin.js'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react(), rampSigner()],
})
`);
    const tsconfig = read(dir, 'tsconfig.node.json');
    expect(tsconfig).toContain('"include": ["vite.config.ts", "server"]');
    expect(tsconfig).toMatch(/"compilerOptions": \{\n {4}"allowJs": true,\n {4}"checkJs": true,\n {4}"tsBuildInfoFile"/);
    expect(scripts(dir)).toMatchObject({ mock: 'naira-ramp-mock --env-file .env.local', start: 'node server/index.js', build: 'tsc -b && vite build' });
    expect(lines).toContain('  add to  vite.config.ts');
  });

  it('changes nothing on a second run, and says what to do by hand where a file is not as create-vite wrote it', () => {
    const dir = viteApp();
    runInit([], dir);
    const config = read(dir, 'vite.config.ts');
    expect(runInit([], dir).filter((line) => /^ {2}(write|add to|replace|skipped|not as expected)/.test(line))).toEqual([]);
    expect(read(dir, 'vite.config.ts')).toBe(config);

    const custom = viteApp();
    writeFileSync(join(custom, 'vite.config.ts'), "import { defineConfig } from 'vite'\nimport preact from '@preact/preset-vite'\nexport default defineConfig({ plugins: [preact()] })\n");
    const lines = runInit(['--framework', 'vite'], custom);
    expect(lines).toContain("  not as expected, left as it is  vite.config.ts: add import { rampSigner } from './server/vite-plugin.js' and rampSigner() to its plugins");
    expect(lines).toContain('Some changes could not be made: make them by hand, as said above.');
  });
});
