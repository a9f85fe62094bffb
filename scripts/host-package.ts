/**
 * The package as a host installs it, for the size script and the benchmarks to bundle: `package.json`
 * (its `exports` and `sideEffects`) beside the built `dist`, at `<dir>/node_modules/naira-ramp`. `dir`
 * sits inside the project's node_modules, so the package's own dependencies resolve from the project
 * as an install's would.
 *
 * The JavaScript and CSS in the tarball are exactly `vite build`'s output (prepack adds declarations
 * only), so by default the package is built once with the project's own build. A `source` (the scripts
 * read it from MEASURE_PACKAGE) names a tarball (`npm pack`'s .tgz) or a package folder to use instead.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

/** What the size script needs of the installed package's manifest. */
export type InstalledPackage = { dir: string; name: string; version: string; sideEffects: unknown };

const root = resolve(import.meta.dirname, '..');

/** Builds the project's dist into `into` with its own vite.config.ts: the files `npm pack` ships. */
export async function buildDist(into: string): Promise<void> {
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: into, emptyOutDir: true } });
}

function unpack(source: string, into: string): void {
  if (statSync(source).isDirectory()) {
    cpSync(source, into, { recursive: true });
    return;
  }
  // npm's tarballs hold one folder, `package/`.
  mkdirSync(into, { recursive: true });
  execFileSync('tar', ['-xzf', source, '-C', into, '--strip-components=1']);
}

/** Lays the package out under `<dir>/node_modules/naira-ramp`, from `source` or from a fresh build. */
export async function installPackage(dir: string, source?: string): Promise<InstalledPackage> {
  const installed = join(dir, 'node_modules', 'naira-ramp');
  // The host's own manifest: without it the nearest one is the project's, named naira-ramp, and bundlers
  // resolve `naira-ramp` to the project itself (a package may import itself by name), not to this copy.
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'host-page', private: true, type: 'module' }));
  if (source) {
    if (!existsSync(source)) throw new Error(`MEASURE_PACKAGE must name a tarball or a package folder (got "${source}", which does not exist)`);
    unpack(resolve(source), installed);
  } else {
    await buildDist(join(installed, 'dist'));
    cpSync(join(root, 'package.json'), join(installed, 'package.json'));
  }
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Omit<InstalledPackage, 'dir'>;
  return { dir: installed, name: manifest.name, version: manifest.version, sideEffects: manifest.sideEffects };
}
