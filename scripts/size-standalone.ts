/**
 * The one-script-tag build's rows of `npm run size`: the standalone script's first paint (React and
 * every dependency inside) beside React + ReactDOM and the widgets' own first paint, built in the
 * same run with the same minifier. Budget: at most 1.10x those two together.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as rolldown, type OutputChunk } from 'rolldown';
import { build as vite } from 'vite';

const RATIO = 1.1;
const STANDALONE_CONFIG = resolve('vite.standalone.config.ts');
const REACT = `
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
export { React, ReactDOM, ReactDOMClient };
`;
const PAIR = `export { BuyRamp, SellRamp } from ${JSON.stringify(resolve('src/index.ts'))};\n`;
const isReact = (id: string) => /^(react|react-dom)(\/|$)/.test(id) || id === 'scheduler';

type Loaded = { gzip: number; files: number; later: { name: string; gzip: number }[] };

const gzip = (code: string) => gzipSync(code, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** What a page fetches before the first paint (the entries and their static imports, gzipped as one) and what it fetches later. */
function firstLoad(chunks: OutputChunk[]): Loaded {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set<string>();
  const visit = (name: string) => {
    const chunk = byName.get(name);
    if (!chunk || initial.has(name)) return;
    initial.add(name);
    chunk.imports.forEach(visit);
  };
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));
  const first = chunks.filter((chunk) => initial.has(chunk.fileName));
  const later = chunks.filter((chunk) => !initial.has(chunk.fileName)).map((chunk) => ({ name: chunk.fileName, gzip: gzip(chunk.code) }));
  return { gzip: gzip(first.map((chunk) => chunk.code).join('\n')), files: first.length, later };
}

/** Bundles a source as measure() in size.ts does: browser, production, minified, React external unless `bundleReact`. */
async function bundle(source: string, dir: string, bundleReact: boolean): Promise<Loaded> {
  const file = join(dir, `standalone-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  const { output } = await rolldown({
    input: file,
    external: bundleReact ? undefined : isReact,
    platform: 'browser',
    write: false,
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    onLog: (level, log, handler) => {
      if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
    },
    output: { format: 'esm', minify: true },
  });
  return firstLoad(output.filter((item): item is OutputChunk => item.type === 'chunk'));
}

/** The standalone script exactly as `npm run build` writes it to dist/standalone, built here without writing. */
async function standalone(): Promise<Loaded> {
  const result = await vite({ configFile: STANDALONE_CONFIG, logLevel: 'silent', build: { write: false } });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs.flatMap((out) => ('output' in out ? out.output : [])).filter((item): item is OutputChunk => item.type === 'chunk');
  return firstLoad(chunks);
}

/** Prints the standalone rows; true when the script is over its budget (`override` replaces the ratio, as SIZE_BUDGET_RATIO does). */
export async function standaloneSize(dir: string, override: number | undefined): Promise<boolean> {
  const react = await bundle(REACT, dir, true);
  const pair = await bundle(PAIR, dir, false);
  const script = await standalone();
  const ratio = override ?? RATIO;
  const base = react.gzip + pair.gzip;
  const over = script.gzip > base * ratio;
  console.log(`     React + ReactDOM (production, minified): ${kb(react.gzip)} gzipped`);
  console.log(`     widgets' first paint (BuyRamp + SellRamp, React external): ${kb(pair.gzip)} gzipped`);
  console.log(
    `${over ? 'FAIL' : 'ok  '} standalone naira-ramp.js first paint (React and every dependency inside, stylesheet included): ${kb(script.gzip)} gzipped in ${script.files} files, ` +
      `${(script.gzip / base).toFixed(2)}x React + the widgets' first paint (budget ${ratio.toFixed(2)}x = ${kb(base * ratio)})`,
  );
  const largest = script.later.reduce((top, chunk) => (chunk.gzip > top.gzip ? chunk : top), { name: '(none)', gzip: 0 });
  const laterTotal = script.later.reduce((sum, chunk) => sum + chunk.gzip, 0);
  console.log(`       later steps: ${script.later.length} chunks beside it, fetched when needed, ${kb(laterTotal)} gzipped in all; largest ${largest.name} ${kb(largest.gzip)}`);
  return over;
}
