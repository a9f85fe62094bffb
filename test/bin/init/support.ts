import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A folder removed after the test. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'naira-ramp-init-'));
  dirs.push(dir);
  return dir;
}

/** A file of an example, as the repository holds it. */
export const example = (name: string, path: string) => readFileSync(new URL(`../../../examples/${name}/${path}`, import.meta.url), 'utf8');
export const read = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');
export const scripts = (dir: string) => (JSON.parse(read(dir, 'package.json')) as { scripts: Record<string, string> }).scripts;

/** A Next.js app as create-next-app leaves it, as far as init looks: package.json, tsconfig, the app folder. */
export function nextApp({ src = false, alias = true } = {}): string {
  const dir = tempDir();
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'shop', scripts: { dev: 'next dev' }, dependencies: { next: '^16.0.0' } }, null, 2)}\n`);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: alias ? { paths: { '@/*': [src ? './src/*' : './*'] } } : {} }));
  mkdirSync(join(dir, src ? 'src/app' : 'app'), { recursive: true });
  return dir;
}

/** create-vite's react-ts app as far as init looks (its package.json, vite.config.ts and tsconfig.node.json, as create-vite 9 writes them). */
export function viteApp(): string {
  const dir = tempDir();
  cpSync(new URL('./fixtures/create-vite/', import.meta.url), dir, { recursive: true });
  return dir;
}

/** A bare Express app as `npm init -y` and `npm install express` leave it: CommonJS, an index.js of its own. */
export function expressApp(): string {
  const dir = tempDir();
  const pkg = { name: 'shop', version: '1.0.0', main: 'index.js', type: 'commonjs', scripts: { test: 'echo "Error: no test specified" && exit 1' }, dependencies: { express: '^5.1.0' } };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  writeFileSync(join(dir, 'index.js'), "const express = require('express');\nexpress().listen(3000);\n");
  return dir;
}
