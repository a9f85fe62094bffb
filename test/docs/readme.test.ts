import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { blocksOf, fragmentMismatch, repoRoot, type Block } from './snippet-blocks';

// The README, the Storybook pages that repeat its first steps, its signer contract and its theming, and the examples' READMEs: each code block is taken from a file
// CI type-checks and runs (an example that test:consumers builds and drives, or a file under test/ that
// the typecheck covers and a test runs), marked as a fragment of one, or commands the package has.
const pages = ['README.md', 'stories/docs/GettingStarted.mdx', 'stories/docs/SignerContract.mdx', 'stories/docs/Theming.mdx', 'examples/README.md', 'examples/plain-html/README.md'];
const blocks = pages.flatMap(blocksOf);
const name = (block: Block) => `${block.page}:${block.line} (${block.lang || 'no language'})`;
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

/** Files CI type-checks: the examples (built by test:consumers) and everything the project's tsconfig includes. */
function typeChecked(path: string): boolean {
  if (/^examples\/(next|vite|express)\//.test(path)) return /\.(tsx?|js)$/.test(path) || /\.env\.example$/.test(path);
  // Type-checked by vue-tsc and svelte-check in their consumer tests, then built and driven.
  if (/^examples\/(vue|svelte)\//.test(path)) return /\.(ts|vue|svelte)$/.test(path);
  // What init writes into an Express app: test/consumers/init-express.test.ts type-checks it with tsc, serves it and drives it.
  if (path.startsWith('examples/express-html/')) return /\.(mjs|js|html)$/.test(path) || /\.env\.example$/.test(path);
  // The plain page that test/e2e/plain-html-*.test.ts serve and drive in Chromium.
  if (path.startsWith('examples/plain-html/')) return /\.(html|mjs)$/.test(path);
  const { include } = ts.parseConfigFileTextToJson('tsconfig.json', read('tsconfig.json')).config as { include: string[] };
  return include.some((root) => path === root || path.startsWith(`${root}/`));
}

/** Why a shell line is not a command the package (or the example) has, or undefined when it is. */
function unknownCommand(command: string, packageJson: string): string | undefined {
  const pkg = JSON.parse(read(packageJson)) as { scripts?: Record<string, string> };
  const root = JSON.parse(read('package.json')) as { name: string; bin?: Record<string, string>; peerDependencies?: Record<string, string> };
  const dir = dirname(packageJson);
  const [tool, verb, ...rest] = command.trim().split(/\s+/);
  if (tool === 'npx') return verb && root.bin?.[verb] ? undefined : `npx ${verb}: the package has no such bin`;
  if (tool === 'cp') {
    // A file beside the package.json, or a copy its own scripts make (the same source and destination).
    // `dir/.` copies the folder's contents, into a destination that exists or not (so a second run does not nest it).
    const [from, to] = [verb, ...rest].filter((arg) => arg && !arg.startsWith('-')).map((arg) => arg!.replace(/\/\.$/, ''));
    const scripted = Object.values(pkg.scripts ?? {}).some((script) => script.includes(`'${from}'`) && script.includes(`'${to}'`));
    return scripted || existsSync(join(repoRoot, dir, from ?? '')) ? undefined : `cp ${from}: no such file beside ${packageJson}, nor a copy its scripts make`;
  }
  if (tool !== 'npm') return `${tool}: only npm, npx and cp commands are checked`;
  if (verb === 'install' || verb === 'ci') {
    const allowed = [root.name, ...Object.keys(root.peerDependencies ?? {})];
    const strange = rest.filter((arg) => !arg.startsWith('-') && !allowed.includes(arg));
    return strange.length ? `npm install ${strange.join(' ')}: not this package or its peers` : undefined;
  }
  const script = verb === 'run' ? rest[0] : verb;
  return script && pkg.scripts?.[script] ? undefined : `npm ${verb}: ${packageJson} has no script "${script}"`;
}

describe('README code blocks', () => {
  it('are there to check', () => expect(blocks.length).toBeGreaterThan(10));

  it.each(blocks.map((block) => [name(block), block] as const))('%s says where it comes from', (_name, block) => {
    expect(block.marker, 'mark it with <!-- from: path -->, <!-- fragment of: path -->, <!-- commands of: package.json --> or <!-- not code: why -->').toBeDefined();
    const { kind, target } = block.marker!;
    if (kind === 'not code') {
      expect(block.lang, 'only a text block may be a figure').toBe('text');
      return;
    }
    const path = target.replace(/#.*$/, '');
    expect(existsSync(join(repoRoot, path)), `${path} exists`).toBe(true);
    if (kind === 'commands of') {
      expect(path).toMatch(/package\.json$/);
      const commands = block.text.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#')).flatMap((line) => line.split('&&'));
      expect(commands.map((command) => unknownCommand(command, path)).filter(Boolean)).toEqual([]);
      return;
    }
    expect(typeChecked(path), `${path} is type-checked by CI`).toBe(true);
    if (kind === 'from') expect(block.text).toBe(read(path).replace(/\n$/, ''));
    else expect(fragmentMismatch(block.text, read(path))).toBeUndefined();
  });
});
