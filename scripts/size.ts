/**
 * Size budget, re-based on the requested stack. In one run and with one set of bundler settings
 * (rolldown, browser, minified, production mode, React external, every other dependency bundled),
 * it builds the stack floor (react-hook-form + zodResolver + a zod/mini schema + react-query) and
 * the widgets, gzips what a host's first render loads, and fails when a widget is over its ratio
 * to the floor or a lazily loaded chunk is over its cap.
 * Run: npm run size   (SIZE_BUDGET_RATIO=<n> replaces every ratio budget, e.g. to prove it fails)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform } from 'lightningcss';
import { build, type OutputChunk } from 'rolldown';
import { standaloneSize } from './size-standalone';

const override = process.env.SIZE_BUDGET_RATIO ? Number(process.env.SIZE_BUDGET_RATIO) : undefined;
if (override !== undefined && !(override > 0)) throw new Error(`SIZE_BUDGET_RATIO must be a positive number (got "${process.env.SIZE_BUDGET_RATIO}")`);

const entry = JSON.stringify(resolve('src/index.ts'));
// The stack the design card names, used as a form needs it: the floor any widget on it pays.
const FLOOR = `
export { FormProvider, useController, useForm } from 'react-hook-form';
export { zodResolver } from '@hookform/resolvers/zod';
export { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
export const schema = z.object({ name: z.string().check(z.trim(), z.minLength(1, 'Enter a name')), amount: z.number().check(z.positive()) });
`;
// `target` is the design's ratio (1.40x the pair, 1.35x each). `ratio` is the budget enforced: a ratchet that
// came down with every cut while a widget was over its target, and is now the target for all three.
const widgets = [
  { name: 'BuyRamp + SellRamp', source: `export { BuyRamp, SellRamp } from ${entry};\n`, target: 1.4, ratio: 1.4 },
  { name: 'BuyRamp', source: `export { BuyRamp } from ${entry};\n`, target: 1.35, ratio: 1.35 },
  { name: 'SellRamp', source: `export { SellRamp } from ${entry};\n`, target: 1.35, ratio: 1.35 },
];
// Code the first paint does not run (later steps, the status page, QR codes, the wallet and bank rules, the
// quote line) loads lazily, fetched once the widget has mounted; each such chunk is capped on its own.
const LAZY_CHUNK_LIMIT = 8 * 1024;
// The searchable bank and vendor lists (downshift) load after the first paint, during the first step, not
// after a submission; they have their own named cap rather than a silent exception to the one above.
const STEP_CHUNK_LIMITS: { match: RegExp; limit: number }[] = [{ match: /^comboboxes-/, limit: 14 * 1024 }];
const capOf = (name: string) => STEP_CHUNK_LIMITS.find((chunk) => chunk.match.test(name))?.limit ?? LAZY_CHUNK_LIMIT;
const STYLESHEET_LIMIT = 6 * 1024;
// React is the host's: a peer dependency the page already has. Everything else ships with the widget.
const isReact = (id: string) => /^(react|react-dom)(\/|$)/.test(id) || id === 'scheduler';

type Measured = { gzip: number; minified: number; lazy: { name: string; gzip: number }[]; externals: string[] };

const gzip = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;

async function measure(source: string, dir: string): Promise<Measured> {
  const file = join(dir, `entry-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  const { output } = await build({
    input: file,
    external: isReact,
    platform: 'browser',
    write: false,
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    // 'use client' cannot survive bundling into one chunk; that is expected here, not news.
    onLog: (level, log, handler) => {
      if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
    },
    output: { format: 'esm', minify: true },
  });
  const chunks = output.filter((item): item is OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // First render loads the entry and what it imports statically; the rest comes only through import().
  const initial = new Set<string>();
  const visit = (name: string) => {
    const chunk = byName.get(name);
    if (!chunk || initial.has(name)) return;
    initial.add(name);
    chunk.imports.forEach(visit);
  };
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));
  const code = chunks.filter((chunk) => initial.has(chunk.fileName)).map((chunk) => chunk.code).join('\n');
  const lazy = chunks.filter((chunk) => !initial.has(chunk.fileName)).map((chunk) => ({ name: chunk.fileName, gzip: gzip(chunk.code) }));
  const externals = [...new Set(chunks.flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports]))].filter((id) => !byName.has(id));
  return { gzip: gzip(code), minified: Buffer.byteLength(code), lazy, externals };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
// Inside the project, so the entries resolve the project's own packages.
const dir = mkdtempSync(join(resolve('node_modules'), '.naira-ramp-size-'));
let failed = false;
try {
  const floor = await measure(FLOOR, dir);
  console.log(`     stack floor (react-hook-form + zodResolver + zod/mini + react-query): ${kb(floor.gzip)} gzipped, ${kb(floor.minified)} minified`);
  const floorLeftOut = floor.externals.filter((id) => !isReact(id));
  if (floorLeftOut.length) throw new Error(`The stack floor left ${floorLeftOut.join(', ')} unbundled; every ratio would be wrong.`);
  for (const widget of widgets) {
    const ratio = override ?? widget.ratio;
    const result = await measure(widget.source, dir);
    const over = result.gzip > floor.gzip * ratio;
    // A dependency left as an import would be fetched separately and missed by this count.
    const leftOut = result.externals.filter((id) => !isReact(id));
    failed ||= over || leftOut.length > 0;
    const share = (result.gzip / floor.gzip).toFixed(2);
    console.log(`${over ? 'FAIL' : 'ok  '} import { ${widget.name.replace(' + ', ', ')} }: ${kb(result.gzip)} gzipped, ${kb(result.minified)} minified, ${share}x the floor (budget ${ratio.toFixed(2)}x), design target ${widget.target.toFixed(2)}x`);
    if (leftOut.length) console.log(`FAIL   not bundled (only React may stay external): ${leftOut.join(', ')}`);
    for (const chunk of result.lazy) {
      const cap = capOf(chunk.name);
      const big = chunk.gzip > cap;
      failed ||= big;
      console.log(`${big ? 'FAIL' : 'ok  '}   lazy chunk ${chunk.name}: ${kb(chunk.gzip)} gzipped (cap ${kb(cap)})`);
    }
    if (result.lazy.length === 0) console.log('       lazy chunks: none');
  }
  // Measured as shipped: the build minifies the stylesheet the same way.
  const css = gzip(transform({ filename: 'styles.css', code: readFileSync('src/react/styles.css'), minify: true }).code);
  const cssOver = css > STYLESHEET_LIMIT;
  failed ||= cssOver;
  console.log(`${cssOver ? 'FAIL' : 'ok  '} styles.css (minified): ${kb(css)} gzipped (budget ${kb(STYLESHEET_LIMIT)})`);
  // The one-script-tag build, beside React and the widgets' first paint (scripts/size-standalone.ts).
  failed = (await standaloneSize(dir, override)) || failed;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed) {
  console.error('Size budget exceeded.');
  process.exit(1);
}
