/**
 * The two bundlers a host is likely to use, each set up as a production app build: code splitting on,
 * minified, `process.env.NODE_ENV` "production", browser, React and React DOM external (the host's
 * page has them), every other dependency bundled. Each returns the same shape, the chunk graph, so the
 * budgets read both alike.
 */
import { relative, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { build as viteBuild, version as viteVersion } from 'vite';
import type { Rolldown } from 'vite';

/** One emitted chunk, the source modules in it, and what it loads: `imports` before it runs, `dynamicImports` through import(). */
export type Chunk = { name: string; code: string; isEntry: boolean; imports: string[]; dynamicImports: string[]; modules: string[] };

/** Everything one entry bundled into, what it left as imports (only React may stay outside), and the files it read. */
export type HostBundle = { chunks: Chunk[]; externals: string[]; modules: string[] };

export type Bundler = { name: string; bundle: (entryFile: string, dir: string) => Promise<HostBundle> };

/** React is the host's: a peer dependency the page already has. */
export const isReact = (id: string) => /^(react|react-dom)(\/|$)/.test(id) || id === 'scheduler';

function graph(chunks: Chunk[], modules: string[]): HostBundle {
  const names = new Set(chunks.map((chunk) => chunk.name));
  const externals = [...new Set(chunks.flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports]))].filter((id) => !names.has(id));
  return { chunks, externals, modules };
}

/** Vite's own app build (rolldown underneath), as `vite build` makes it for a page importing the entry. */
const vite: Bundler = {
  name: `Vite ${viteVersion} (rolldown)`,
  async bundle(entryFile, dir) {
    const result = await viteBuild({
      configFile: false,
      root: dir,
      mode: 'production',
      // Said outright: Vite takes NODE_ENV from the environment when it is set there (vitest sets "test").
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
      build: { write: false, minify: true, rolldownOptions: { input: entryFile, external: isReact } },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const emitted = outputs.flatMap((out) => out.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
    const chunks = emitted.map((chunk) => ({ name: chunk.fileName, code: chunk.code, isEntry: chunk.isEntry, imports: chunk.imports, dynamicImports: chunk.dynamicImports, modules: chunk.moduleIds }));
    return graph(chunks, emitted.flatMap((chunk) => chunk.moduleIds));
  },
};

/** esbuild with `splitting`, the closest it has to an app build. */
const esbuildBundler: Bundler = {
  name: `esbuild ${esbuild.version}`,
  async bundle(entryFile, dir) {
    const outdir = resolve(dir, 'esbuild-out');
    const result = await esbuild.build({
      absWorkingDir: dir,
      entryPoints: [entryFile],
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      minify: true,
      write: false,
      metafile: true,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      external: ['react', 'react-dom', 'react/*', 'react-dom/*', 'scheduler'],
    });
    const code = new Map(result.outputFiles.map((file) => [relative(dir, file.path), file.text]));
    // esbuild names an entry point for every chunk an import() starts, too; the page's entry is the one given.
    const entry = relative(dir, entryFile);
    const chunks = Object.entries(result.metafile.outputs)
      .filter(([name]) => name.endsWith('.js'))
      .map(([name, output]) => ({
        name,
        code: code.get(name) ?? '',
        isEntry: output.entryPoint === entry,
        imports: output.imports.filter((item) => item.kind === 'import-statement').map((item) => item.path),
        dynamicImports: output.imports.filter((item) => item.kind === 'dynamic-import').map((item) => item.path),
        modules: Object.keys(output.inputs),
      }));
    return graph(chunks, Object.keys(result.metafile.inputs).map((input) => resolve(dir, input)));
  },
};

export const BUNDLERS: Bundler[] = [vite, esbuildBundler];
