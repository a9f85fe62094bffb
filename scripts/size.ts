/**
 * Size budget, from the package as hosts get it. One run builds the package once (or takes a packed one,
 * MEASURE_PACKAGE=<.tgz or folder>), then bundles, with each bundler in scripts/size/bundlers.ts and the same
 * settings for all (code splitting on, minified, production, React external), the stack floor
 * (react-hook-form + zodResolver + a zod/mini schema + react-query) and a host page's imports of the
 * package. Every figure is gzipped file by file and read as a ratio to that bundler's floor, or to the
 * import of both widgets; the run fails when one is over its budget.
 * Run: npm run size   (SIZE_BUDGET_RATIO=<n> replaces every ratio budget, e.g. to prove it fails)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { BUNDLERS, isReact, type Bundler } from './size/bundlers';
import { gzip, loaded, type Loaded } from './size/graph';
import { installPackage, type InstalledPackage } from './host-package';
import { standaloneSize } from './size-standalone';

const override = process.env.SIZE_BUDGET_RATIO ? Number(process.env.SIZE_BUDGET_RATIO) : undefined;
if (override !== undefined && !(override > 0)) throw new Error(`SIZE_BUDGET_RATIO must be a positive number (got "${process.env.SIZE_BUDGET_RATIO}")`);

// The stack the design card names, used as a form needs it: the floor any widget on it pays.
// What a page uses is handed to the page (\`globalThis.page\`), so no bundler can drop it.
const FLOOR = `
import { FormProvider, useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
const schema = z.object({ name: z.string().check(z.trim(), z.minLength(1, 'Enter a name')), amount: z.number().check(z.positive()) });
globalThis.page = { FormProvider, useController, useForm, zodResolver, QueryClient, QueryClientProvider, useMutation, useQuery, schema };
`;
const uses = (names: string) => `import { ${names} } from 'naira-ramp';\nglobalThis.page = { ${names} };\n`;

/**
 * A host page's import of the package, and its budgets. `firstPaint` and `fullFlow` are ratios to the floor:
 * what the page loads before the widget shows, and everything one flow can load from start to receipt (its
 * first paint and every chunk it can fetch through import() but the languages' catalogues, so each such chunk
 * is within it too; with both widgets it is reported, not budgeted, being two flows). The same flow in the
 * language that weighs most (its catalogue added) is reported beside it. `ofBoth` is a ratio to the first paint of both
 * widgets: one flow imported alone must not carry the other's first step.
 */
type Budget = { target: number; ratchet: number };
type HostImport = { label: string; source: string; firstPaint: Budget; fullFlow?: Budget; ofBoth?: Budget };

/**
 * Each figure has the design's target (issue 25) and the ratchet the run enforces. Where the code does
 * not meet a target yet, the ratchet sits just above what both bundlers measured when it was set, so
 * nothing grows unnoticed, and the line says the target is missed (BENCHMARKS.md says by how much and why).
 * Lower a ratchet with every cut; when it reaches its target, the two are one.
 */
const at = (target: number, ratchet = target): Budget => ({ target, ratchet });
const BOTH = 'import { BuyRamp, SellRamp }';
const HOST_IMPORTS: HostImport[] = [
  // The languages (issue 37) raised these ratchets to just above what esbuild measured then (first paint +1.6% to +1.8%).
  // A signer function written inline no longer resets the lists and the picked vendor at each render, and an amount
  // locked after mount reaches the first step's form: 1.650x -> 1.653x.
  { label: BOTH, source: uses('BuyRamp, SellRamp'), firstPaint: at(1.45, 1.66) },
  // The buy's full flow met its 3.0x until a paid vendor the list drops got its own words (a money path): esbuild 2.999x -> 3.002x;
  // locks given after mount reaching the form, and the inline signer above: 3.010x. A paid transfer kept on the
  // device, so that a tab opened after the paying one closed takes it up instead of showing a new narration to
  // pay (a money path, the buy's later code only): 3.017x -> 3.045x. A jump back to the review checks the steps it
  // passes, so a value left bad after an Edit is shown on its step, not on the review beside Confirm: 3.050x -> 3.052x;
  // copy buttons that keep their width across "Copy" and "Copied": 3.053x. Confirm waits while the review says
  // "Getting a quote…" (a buy was confirmed, and its receipt showed, against an expired figure no longer on screen): ~3.055x.
  // A widget put back (or mounted again) while its request is on its way joins it: "Submitting…", then the answer, in
  // place of an "outcome unknown" that was not true (the page's requests on their way, later code): 3.058x -> 3.066x.
  { label: 'import { BuyRamp }', source: uses('BuyRamp'), firstPaint: at(1.4, 1.62), ofBoth: at(0.98, 0.99), fullFlow: at(3.0, 3.07) },
  // The sell's full flow sat at 3.296x when its receipt learnt to tell the truth after the fact (a completed
  // sale in the past tense, an estimate whose time has passed, a typed hash kept across a reload): 3.300x.
  // The bank's "no such account" said at once while focus rests in the number (a screen reader heard it only
  // on leaving the field), and not said twice when Continue moves focus there: 3.310x -> 3.312x. Four fixes of
  // what a person meets, landed together: a value left bad shown before the review, copy buttons of one width,
  // Confirm waiting for the quote it says it is getting, Continue saying it waits for the account name: 3.323x.
  // A widget put back while its request is on its way joins it, as the buy's above: 3.327x -> 3.334x.
  { label: 'import { SellRamp }', source: uses('SellRamp'), firstPaint: at(1.4, 1.56), ofBoth: at(0.98, 0.99), fullFlow: at(3.0, 3.34) },
];

/** Files a host serves as they ship, each with its own cap in bytes gzipped. */
const SHIPPED_FILES = [{ label: 'styles.css (minified)', path: 'dist/styles.css', limit: 6 * 1024 }];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
let failed = false;

/** Prints one budgeted figure as a ratio: `ok`, `MISS` (over the design's target, within the ratchet) or `FAIL` (over the ratchet). */
function check(line: string, ratio: number, budget: Budget, base: string): void {
  const limit = override ?? budget.ratchet;
  const target = override ?? budget.target;
  const over = ratio > limit;
  failed ||= over;
  // A third decimal where two would read as the limit itself.
  const near = [limit, target].some((value) => ratio.toFixed(2) === value.toFixed(2));
  const shown = near ? ratio.toFixed(3) : ratio.toFixed(2);
  const mark = over ? 'FAIL' : ratio > target ? 'MISS' : 'ok  ';
  const limits = limit === target ? `budget ${limit.toFixed(2)}x` : `target ${target.toFixed(2)}x, ratchet ${limit.toFixed(2)}x`;
  console.log(`${mark} ${line}, ${shown}x ${base} (${limits})`);
}

async function bundle(bundler: Bundler, source: string, dir: string, pkg?: InstalledPackage): Promise<Loaded> {
  const file = join(dir, `entry-${Math.random().toString(36).slice(2)}.js`);
  writeFileSync(file, source);
  const result = await bundler.bundle(file, dir);
  // Measuring another copy (the project's own dist, say) would make every figure meaningless.
  if (pkg && !result.modules.some((id) => id.startsWith(pkg.dir))) throw new Error(`${bundler.name} did not bundle the package from ${pkg.dir}`);
  // A dependency left as an import would be fetched separately and missed by this count.
  const leftOut = result.externals.filter((id) => !isReact(id));
  if (leftOut.length) {
    failed = true;
    console.log(`FAIL   not bundled (only React may stay external): ${leftOut.join(', ')}`);
  }
  return loaded(result);
}

async function measureWith(bundler: Bundler, dir: string, pkg: InstalledPackage): Promise<void> {
  console.log(`\n${bundler.name}: code splitting, minified, production, React external`);
  const floor = (await bundle(bundler, FLOOR, dir)).firstPaint;
  console.log(`     stack floor (react-hook-form + zodResolver + zod/mini + react-query): ${kb(floor.gzip)} gzipped, ${kb(floor.minified)} minified`);
  const firstPaints = new Map<string, number>();
  for (const host of HOST_IMPORTS) {
    const { firstPaint, lazy, fullFlow, inLanguage } = await bundle(bundler, host.source, dir, pkg);
    firstPaints.set(host.label, firstPaint.gzip);
    const files = `${firstPaint.files} file${firstPaint.files === 1 ? '' : 's'}`;
    check(`${host.label}, first paint: ${kb(firstPaint.gzip)} gzipped in ${files}, ${kb(firstPaint.minified)} minified`, firstPaint.gzip / floor.gzip, host.firstPaint, 'the floor');
    const both = firstPaints.get(BOTH);
    if (host.ofBoth !== undefined && both !== undefined) check(`${host.label}, first paint`, firstPaint.gzip / both, host.ofBoth, `that of ${BOTH}`);
    const whole = `${host.label}, ${host.fullFlow === undefined ? 'everything it can load' : 'full flow'}: ${kb(fullFlow.gzip)} gzipped in ${fullFlow.files} files`;
    if (host.fullFlow === undefined) console.log(`     ${whole}, ${(fullFlow.gzip / floor.gzip).toFixed(2)}x the floor`);
    else check(whole, fullFlow.gzip / floor.gzip, host.fullFlow, 'the floor');
    if (inLanguage.gzip !== fullFlow.gzip) console.log(`     … in the language that weighs most: ${kb(inLanguage.gzip)} gzipped, ${(inLanguage.gzip / floor.gzip).toFixed(2)}x the floor`);
    const chunks = lazy.map((chunk) => `${basename(chunk.name)} ${kb(chunk.gzip)} (${(chunk.gzip / floor.gzip).toFixed(2)}x)`);
    console.log(`       fetched through import(): ${chunks.join(', ') || 'nothing'}`);
  }
}

// Inside the project's node_modules, so the entries and the package resolve the project's own dependencies.
const dir = mkdtempSync(join(resolve('node_modules'), '.naira-ramp-size-'));
try {
  const pkg = await installPackage(dir, process.env.MEASURE_PACKAGE);
  console.log(`${pkg.name}@${pkg.version}, sideEffects ${JSON.stringify(pkg.sideEffects)}${process.env.MEASURE_PACKAGE ? ` (from ${process.env.MEASURE_PACKAGE})` : ', built by vite build as npm pack builds it'}`);
  for (const bundler of BUNDLERS) await measureWith(bundler, dir, pkg);
  console.log('');
  for (const shipped of SHIPPED_FILES) {
    const file = join(pkg.dir, shipped.path);
    const bytes = existsSync(file) ? gzip(readFileSync(file)) : Number.POSITIVE_INFINITY;
    failed ||= bytes > shipped.limit;
    console.log(`${bytes > shipped.limit ? 'FAIL' : 'ok  '} ${shipped.label}: ${kb(bytes)} gzipped (budget ${kb(shipped.limit)})`);
  }
  // The one-script-tag build, beside React and the widgets' first paint (scripts/size-standalone.ts).
  failed = (await standaloneSize(dir, override)) || failed;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed) {
  console.error('Size budget exceeded.');
  process.exit(1);
}
