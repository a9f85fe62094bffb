import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, posix } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packAndInstall, type PackedConsumer } from './packed';
import { globToRegExp, satisfiesCaretRange } from './ranges';
import { projectRoot, runBin } from './workspace';

let ctx: PackedConsumer;
let paths: string[];

beforeAll(async () => {
  ctx = await packAndInstall();
  paths = ctx.packed.files.map((file) => file.path);
});
afterAll(() => ctx?.cleanup());

const read = (path: string) => readFileSync(join(ctx.installed, path), 'utf8');
const jsFiles = () => paths.filter((path) => path.endsWith('.js'));

/** Every file an `exports` entry points at, for every condition. */
function exportTargets(): string[] {
  return Object.values(ctx.manifest.exports).flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)));
}

/**
 * Every module specifier a built file imports (import and export statements, import()), read by
 * TypeScript's scanner: the text `init` writes into a host's app, held in strings, is not an import.
 */
function imports(code: string): string[] {
  return ts.preProcessFile(code, true, true).importedFiles.map((file) => file.fileName);
}

/** Bare package names imported by a built file (relative imports and node: built-ins left out). */
function importedPackages(code: string): string[] {
  return imports(code)
    .filter((specifier) => !specifier.startsWith('.'))
    .filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier))
    .map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
}

describe('the tarball npm pack makes', () => {
  it('passes publint, warnings counted as errors', () => {
    const result = runBin('publint', ['run', ctx.packed.tarball, '--strict'], ctx.consumer);
    expect(result.output).toContain('All good');
    expect(result, result.output).toMatchObject({ code: 0 });
  });

  it('passes Are the Types Wrong for ESM consumers: every entry has types under node16 and bundler resolution', () => {
    // We ship ESM only (package "type": "module", no require condition), so the esm-only profile applies:
    // it leaves out node10 and CommonJS require(), which no entry supports. Every entry is checked,
    // the stylesheet included (it has types, so TypeScript 6+ accepts `import 'naira-ramp/styles.css'`).
    const result = runBin('attw', [ctx.packed.tarball, '--profile', 'esm-only', '--format', 'json'], ctx.consumer);
    const report = JSON.parse(result.output.slice(result.output.indexOf('{'))) as {
      analysis: { entrypoints: Record<string, unknown>; problems: Array<{ kind: string; entrypoint?: string; resolutionKind?: string }> };
    };
    expect(Object.keys(report.analysis.entrypoints)).toEqual(expect.arrayContaining(['.', './server', './mock', './elements', './styles.css']));
    const esmProblems = report.analysis.problems.filter((problem) => !['node10', 'node16-cjs'].includes(problem.resolutionKind ?? ''));
    expect(esmProblems).toEqual([]);
    expect(result.code, result.output).toBe(0);
  });

  it('holds the built entries, their declarations, the stylesheet and the README, and every export target', () => {
    for (const required of ['package.json', 'README.md', 'dist/index.js', 'dist/server.js', 'dist/mock.js', 'dist/elements.js', 'dist/standalone/naira-ramp.js', 'dist/styles.css', 'dist/index.d.ts', 'dist/server/index.d.ts', 'dist/mock/index.d.ts', 'dist/elements/index.d.ts']) {
      expect(paths).toContain(required);
    }
    for (const target of exportTargets()) expect(paths).toContain(posix.normalize(target));
  });

  it('ships the stylesheet minified: no comments, no indentation, every rule of the source kept', () => {
    const css = read('dist/styles.css');
    expect(css).not.toMatch(/\/\*|\n\s/);
    expect(css).toContain('.naira-ramp{');
    expect(css).toContain('--nr-color-primary');
  });

  it('holds no tests, stories, demo, sources, benchmarks or scripts, only built files', () => {
    const strays = paths.filter(
      (path) =>
        // The Custom Elements Manifest is built too (scripts/custom-elements.ts), from the elements' tables.
        !['package.json', 'README.md', 'LICENSE', 'dist/custom-elements.json'].includes(path) &&
        !/^dist\/.+\.(js|d\.ts|css|map)$/.test(path),
    );
    expect(strays).toEqual([]);
    // dist/bin/init/templates/ holds the example files `init` writes into a host's app, as modules of text.
    const built = paths.filter((path) => !path.startsWith('dist/bin/init/templates/'));
    expect(built.filter((path) => /(^|\/)(test|tests|__tests__|stories|demo|bench|src)\/|\.(test|spec|stories)\./.test(path))).toEqual([]);
  });

  it('has no source map pointing at a missing file, and no map whose sources are not shipped', () => {
    for (const path of paths.filter((p) => /\.(js|css|d\.ts)$/.test(p))) {
      const url = /[#@] sourceMappingURL=(\S+)/.exec(read(path))?.[1];
      if (url && !url.startsWith('data:')) expect(paths, `${path} points at ${url}`).toContain(posix.join(posix.dirname(path), url));
    }
    for (const map of paths.filter((path) => path.endsWith('.map'))) {
      const { sources = [], sourceRoot = '' } = JSON.parse(read(map)) as { sources?: string[]; sourceRoot?: string };
      for (const source of sources) expect(paths, `${map} names ${source}`).toContain(posix.join(posix.dirname(map), sourceRoot, source));
    }
  });

  it("keeps the modules apart, so a host's bundler splits them and drops what a page does not import", () => {
    // Every relative import and import() of the shipped JavaScript names a shipped file.
    const dynamic = /\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;
    const shipped = new Set(paths);
    const seams: string[] = [];
    for (const path of jsFiles()) {
      const code = read(path);
      for (const specifier of imports(code).filter((name) => name.startsWith('.'))) {
        expect(shipped, `${path} imports ${specifier}`).toContain(posix.join(posix.dirname(path), specifier));
      }
      for (const [, specifier] of code.matchAll(dynamic)) seams.push(`${path} -> ${specifier}`);
    }
    // The widget's lazy seams survive as import() of their own files, for the host's bundler to make chunks of.
    expect(seams.filter((seam) => !/^dist\/(server|mock)\b/.test(seam)).length).toBeGreaterThan(0);
    // Each widget comes from its own module, not one bundle holding both flows.
    const from = (name: string) => new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*["']([^"']+)["']`).exec(read('dist/index.js'))?.[1];
    expect(from('BuyRamp')).toBeDefined();
    expect(from('SellRamp')).toBeDefined();
    expect(from('BuyRamp')).not.toBe(from('SellRamp'));
  });

  it('marks the React entry as a client module and keeps the signer and mock free of it', () => {
    expect(read('dist/index.js')).toMatch(/^["']use client["'];/);
    expect(read('dist/server.js')).not.toMatch(/["']use client["']/);
    expect(read('dist/mock.js')).not.toMatch(/["']use client["']/);
  });

  it("calls React's production JSX runtime, which a host's bundler maps to React's dev or prod build", () => {
    // Built under vitest, whose NODE_ENV is "test": the build must not follow that into jsxDEV, which
    // is undefined in a host's production bundle.
    const code = jsFiles().map(read).join('\n');
    expect(code).toContain('react/jsx-runtime');
    expect(code).not.toMatch(/jsx-dev-runtime|jsxDEV/);
  });

  it('imports at run time only its dependencies and React peers, so a host installs nothing else', () => {
    const declared = new Set([...Object.keys(ctx.manifest.dependencies ?? {}), ...Object.keys(ctx.manifest.peerDependencies ?? {})]);
    const imported = new Set(jsFiles().flatMap((path) => importedPackages(read(path))));
    expect([...imported].filter((name) => !declared.has(name))).toEqual([]);
    // React comes from the host: one copy on the page, never bundled or depended on.
    expect(Object.keys(ctx.manifest.dependencies ?? {})).not.toEqual(expect.arrayContaining(['react']));
    expect(Object.keys(ctx.manifest.dependencies ?? {})).not.toContain('react-dom');
    // The standalone script is the one exception: React is inside it, for pages without a bundler.
    const forBundlers = jsFiles().filter((path) => !path.startsWith('dist/standalone/'));
    expect(forBundlers.some((path) => /react\.production|__SECRET_INTERNALS|ReactCurrentDispatcher|react-dom\.production/.test(read(path)))).toBe(false);
  });

  it('ships the standalone script the unpkg and jsdelivr fields name: no import a browser could not resolve, later steps beside it', () => {
    const manifest = ctx.manifest as typeof ctx.manifest & { unpkg?: string; jsdelivr?: string };
    expect(manifest.unpkg).toBe('./dist/standalone/naira-ramp.js');
    expect(manifest.jsdelivr).toBe(manifest.unpkg);
    const standalone = jsFiles().filter((path) => path.startsWith('dist/standalone/'));
    // Every import is relative (a bare name would need an import map the page does not have).
    expect(standalone.flatMap((path) => importedPackages(read(path)))).toEqual([]);
    expect(standalone.some((path) => /^dist\/standalone\/chunks\/first-paint-[\w-]+\.js$/.test(path))).toBe(true);
    // No chunk imports the script itself, so a page that adds a query string to it (`?ver=2`) still gets one React.
    expect(standalone.filter((path) => path !== 'dist/standalone/naira-ramp.js' && /naira-ramp\.js/.test(read(path)))).toEqual([]);
    // Each flow's later steps (its one lazy seam) in a chunk of their own.
    expect(standalone.filter((path) => /^dist\/standalone\/chunks\/later-[\w-]+\.js$/.test(path))).toHaveLength(2);
    // React's production build inside (its errors are codes to look up), never the development one.
    const code = standalone.map(read).join('\n');
    expect(code).toContain('Minified React error');
    expect(code).not.toMatch(/jsxDEV|Invalid hook call/);
  });

  it('marks only the stylesheet and the elements entry as having side effects, so bundlers keep those imports and shake the rest', () => {
    const { sideEffects } = ctx.manifest;
    expect(Array.isArray(sideEffects)).toBe(true);
    const patterns = (sideEffects as string[]).map(globToRegExp);
    expect(patterns.some((pattern) => pattern.test('dist/styles.css'))).toBe(true);
    // `import 'naira-ramp/elements'` defines the tags: a bundler must keep it.
    expect(jsFiles().filter((path) => patterns.some((pattern) => pattern.test(path)))).toEqual(['dist/elements.js']);
  });

  it('claims React 18.3 and 19 as peers, and every dependency that needs React accepts both', () => {
    const peers = ctx.manifest.peerDependencies ?? {};
    for (const name of ['react', 'react-dom']) {
      for (const version of ['18.3.0', '18.3.1', '19.0.0', '19.2.0']) expect(satisfiesCaretRange(version, peers[name] ?? ''), `${name}@${version}`).toBe(true);
      // Below 18.3 is untested, so it must not be claimed.
      for (const version of ['18.2.0', '17.0.2']) expect(satisfiesCaretRange(version, peers[name] ?? ''), `${name}@${version}`).toBe(false);
    }
    for (const dependency of Object.keys(ctx.manifest.dependencies ?? {})) {
      const manifest = JSON.parse(readFileSync(join(projectRoot, 'node_modules', dependency, 'package.json'), 'utf8')) as { peerDependencies?: Record<string, string> };
      const reactRange = manifest.peerDependencies?.react;
      if (!reactRange) continue;
      for (const version of ['18.3.1', '19.0.0']) expect(satisfiesCaretRange(version, reactRange), `${dependency} peers react ${reactRange}`).toBe(true);
    }
  });

  it('says where it lives and what it is for: repository, homepage, bugs and keywords', () => {
    const { repository, homepage, bugs, keywords } = ctx.manifest;
    expect(repository?.url).toMatch(/^git\+https:\/\/\S+\.git$/);
    expect(homepage).toMatch(/^https:\/\//);
    expect(bugs?.url).toMatch(/^https:\/\//);
    expect(keywords).toEqual(expect.arrayContaining(['naira', 'stablecoin', 'react']));
  });

  it('ships the naira-ramp-mock command: its file is in the tarball and runs under node', () => {
    const target = ctx.manifest.bin?.['naira-ramp-mock'];
    expect(target).toBeDefined();
    expect(paths).toContain(posix.normalize(target!));
    expect(read(target!).split('\n')[0]).toBe('#!/usr/bin/env node');
  });

  it('links from its README only to what ships, to its own headings, or by absolute URL', () => {
    const readme = read('README.md');
    const headings = new Set([...readme.matchAll(/^#+ (.+)$/gm)].map(([, title]) => title!.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-')));
    const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target!);
    expect(links.length).toBeGreaterThan(0);
    const broken = links.filter((target) => {
      if (/^https:\/\//.test(target)) return false;
      if (target.startsWith('#')) return !headings.has(target.slice(1));
      return !paths.includes(posix.normalize(target.split('#')[0]!));
    });
    expect(broken).toEqual([]);
  });

  it('builds before packing, so a publish never ships a stale or missing dist', () => {
    expect(ctx.manifest.scripts?.prepack).toMatch(/npm run build/);
  });
});
