/**
 * Size budget: bundles what a host's browser pays for (React external, every other dependency
 * included, minified, production mode), gzips it and fails when a budget is exceeded.
 * Run: npm run size   (SIZE_BUDGET_KB=<n> replaces every script budget, e.g. to prove it fails)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type OutputChunk } from 'rolldown';

type Budget = { name: string; imports: string; limitKb: number };

const override = process.env.SIZE_BUDGET_KB ? Number(process.env.SIZE_BUDGET_KB) : undefined;
if (override !== undefined && !(override > 0)) throw new Error(`SIZE_BUDGET_KB must be a positive number (got "${process.env.SIZE_BUDGET_KB}")`);

const budgets: Budget[] = [
  // The Nigerian bank aliases and their matcher (validation accepts "GTBank") cost about 1.5 KB on
  // first render; the design's ceiling is 1.40x (pair) and 1.35x (each) a stack floor of about 32 KB.
  { name: 'BuyRamp + SellRamp', imports: '{ BuyRamp, SellRamp }', limitKb: 43 },
  // One widget alone still carries the whole shared stack (react-query, react-hook-form, validators,
  // about 31 KB of the total), so each alone sits just under the pair.
  { name: 'BuyRamp', imports: '{ BuyRamp }', limitKb: 42 },
  { name: 'SellRamp', imports: '{ SellRamp }', limitKb: 42 },
];
const stylesheetLimitKb = 6;
// React is the host's: a peer dependency the page already has. Everything else ships with the widget.
const isReact = (id: string) => /^(react|react-dom)(\/|$)/.test(id) || id === 'scheduler';
const entry = resolve('src/index.ts');

type Measured = { gzip: number; minified: number; lazyGzip: number; packages: Map<string, number>; externals: string[] };

/** The npm package a bundled module came from, or "naira-ramp" for our own source. */
function packageOf(id: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.replaceAll('\\', '/'));
  return match?.[1] ?? 'naira-ramp';
}

async function measure(imports: string, dir: string): Promise<Measured> {
  const file = join(dir, `entry-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, `export ${imports} from ${JSON.stringify(entry)};\n`);
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
  const all = output.filter((item): item is OutputChunk => item.type === 'chunk');
  const own = new Set(all.map((chunk) => chunk.fileName));
  // First render: the entry and what it imports statically. Chunks behind import() (the searchable
  // lists) load after the widget is on screen; they are reported apart, not charged to the budget.
  const byName = new Map(all.map((chunk) => [chunk.fileName, chunk]));
  const first = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || first.has(chunk)) return;
    first.add(chunk);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  for (const chunk of all) if (chunk.isEntry) visit(chunk);
  const chunks = [...first];
  const lazy = all.filter((chunk) => !first.has(chunk)).map((chunk) => chunk.code).join('\n');
  const code = chunks.map((chunk) => chunk.code).join('\n');
  const packages = new Map<string, number>();
  for (const chunk of chunks) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      packages.set(packageOf(id), (packages.get(packageOf(id)) ?? 0) + module.renderedLength);
    }
  }
  const externals = [...new Set(all.flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports]))].filter((id) => !own.has(id));
  const lazyGzip = lazy ? gzipSync(lazy, { level: 9 }).length : 0;
  return { gzip: gzipSync(code, { level: 9 }).length, minified: Buffer.byteLength(code), lazyGzip, packages, externals };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

function describePackages(packages: Map<string, number>): string {
  const total = [...packages.values()].reduce((sum, n) => sum + n, 0);
  return [...packages]
    .sort((a, b) => b[1] - a[1])
    .map(([name, bytes]) => `    ${name.padEnd(24)} ${((bytes / total) * 100).toFixed(1).padStart(5)}%`)
    .join('\n');
}

const dir = mkdtempSync(join(tmpdir(), 'naira-ramp-size-'));
let failed = false;
try {
  for (const [index, budget] of budgets.entries()) {
    const limitKb = override ?? budget.limitKb;
    const result = await measure(budget.imports, dir);
    // A dependency left as an import would be fetched separately and missed by this count.
    const leftOut = result.externals.filter((id) => !isReact(id));
    const over = result.gzip > limitKb * 1024;
    failed ||= over || leftOut.length > 0;
    console.log(
      `${over ? 'FAIL' : 'ok  '} import ${budget.imports}: ${kb(result.gzip)} gzipped, ${kb(result.minified)} minified (budget ${limitKb} KB)` +
        (result.lazyGzip ? `; loaded after first render: ${kb(result.lazyGzip)} gzipped` : ''),
    );
    if (leftOut.length) console.log(`FAIL   not bundled (only React may stay external): ${leftOut.join(', ')}`);
    if (index === 0) console.log(`  share of the bundle by package (before minifying):\n${describePackages(result.packages)}`);
  }
  const css = gzipSync(readFileSync('src/react/styles.css'), { level: 9 }).length;
  const cssLimitKb = stylesheetLimitKb;
  const cssOver = css > cssLimitKb * 1024;
  failed ||= cssOver;
  console.log(`${cssOver ? 'FAIL' : 'ok  '} styles.css: ${kb(css)} gzipped (budget ${cssLimitKb} KB)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed) {
  console.error('Size budget exceeded.');
  process.exit(1);
}
