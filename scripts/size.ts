/**
 * Size budget: bundles what a host's browser pays for (React external, every other
 * dependency included, minified) and fails when a budget is exceeded.
 * Run: npm run size
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'rolldown';

type Budget = { name: string; imports: string; limitKb: number };

const budgets: Budget[] = [
  { name: 'BuyRamp + SellRamp', imports: '{ BuyRamp, SellRamp }', limitKb: 40 },
  { name: 'BuyRamp', imports: '{ BuyRamp }', limitKb: 38 },
  { name: 'SellRamp', imports: '{ SellRamp }', limitKb: 38 },
];
const stylesheetLimitKb = 6;
const react = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];
const entry = resolve('src/index.ts');

async function gzippedBundleSize(imports: string, dir: string): Promise<number> {
  const file = join(dir, `entry-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, `export ${imports} from ${JSON.stringify(entry)};\n`);
  const { output } = await build({
    input: file,
    external: react,
    platform: 'browser',
    write: false,
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    output: { format: 'esm', minify: true },
  });
  const code = output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
  return gzipSync(code, { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const dir = mkdtempSync(join(tmpdir(), 'naira-ramp-size-'));
let failed = false;
try {
  for (const budget of budgets) {
    const size = await gzippedBundleSize(budget.imports, dir);
    const over = size > budget.limitKb * 1024;
    failed ||= over;
    console.log(`${over ? 'FAIL' : 'ok  '} import ${budget.imports}: ${kb(size)} gzipped (budget ${budget.limitKb} KB)`);
  }
  const css = gzipSync(readFileSync('src/react/styles.css'), { level: 9 }).length;
  const cssOver = css > stylesheetLimitKb * 1024;
  failed ||= cssOver;
  console.log(`${cssOver ? 'FAIL' : 'ok  '} styles.css: ${kb(css)} gzipped (budget ${stylesheetLimitKb} KB)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed) {
  console.error('Size budget exceeded.');
  process.exit(1);
}
