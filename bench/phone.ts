/**
 * Throttled phone benchmark (npm run bench:phone, and part of npm run bench): on an emulated phone
 * (bench/phone/load.ts), host pages with `<BuyRamp>` and `<SellRamp>` from the package as hosts get it
 * against the same steps built on the stack floor, all built with the same Vite settings and served
 * gzipped with the signer over the mock. Three rows, each a ratio to its floor page:
 * - buy, the first usable step (goal ≤ 1.05×); sell, the first usable step (goal ≤ 1.05×);
 * - buy, from tapping Continue on the first step to the next step accepting input (goal ≤ 1.10×).
 * Every round visits every page once, cold, in a fresh context; the order turns each round (which
 * pair first, and which page of each pair first). Each ratio is the median of the rounds' own ratios
 * (each page and its floor visited back to back) with a 95% bootstrap interval: a goal is met only
 * when the whole interval is under it, not met when the whole interval is over it, and undecided
 * otherwise (run more rounds). Prints Markdown for BENCHMARKS.md; exits 1 unless every goal is met.
 * Knobs: BENCH_PHONE_ROUNDS (default 20, after one warm-up round), MEASURE_PACKAGE (a .tgz or package folder).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../test/support/chromium';
import { installPackage } from '../scripts/host-package';
import { describeMachine } from './machine';
import { PHONE, timeLoad, type LoadTiming } from './phone/load';
import { buildPages, PAGES, type PageName } from './phone/pages';
import { serveBench } from './phone/server';
import { describeRatio, fixed, median, pairedRatio, quantile, verdict } from './stats';

const ROUNDS = Number(process.env.BENCH_PHONE_ROUNDS ?? 20);
const LABELS: Record<PageName, string> = {
  widget: '`<BuyRamp>` from the package',
  floor: 'buy stack-floor form (react-hook-form + zodResolver + zod/mini + react-query)',
  'sell-widget': '`<SellRamp>` from the package',
  'sell-floor': 'sell stack-floor form (react-hook-form + zodResolver + zod/mini + react-query)',
};
const FLOW: Record<PageName, 'buy' | 'sell'> = { widget: 'buy', floor: 'buy', 'sell-widget': 'sell', 'sell-floor': 'sell' };

/** The order of the round's visits: the pairs and the pages in each take turns going first. */
function order(round: number): PageName[] {
  const pairs: PageName[][] = [
    ['widget', 'floor'],
    ['sell-widget', 'sell-floor'],
  ];
  const turned = Math.floor(round / 2) % 2 === 1 ? pairs.map((pair) => [...pair].reverse()) : pairs;
  return (round % 2 === 1 ? [...turned].reverse() : turned).flat();
}

// Inside the project's node_modules, so the pages resolve the project's own dependencies.
const dir = mkdtempSync(join(resolve('node_modules'), '.naira-ramp-phone-'));
try {
  const pkg = await installPackage(join(dir, 'host'), process.env.MEASURE_PACKAGE);
  await buildPages(join(dir, 'host'), join(dir, 'out'));
  const server = await serveBench(join(dir, 'out'));
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs, headless: true });
  try {
    const load = loadavg();
    const samples = Object.fromEntries(PAGES.map((name) => [name, [] as LoadTiming[]])) as Record<PageName, LoadTiming[]>;
    for (let round = 0; round <= ROUNDS; round += 1) {
      for (const name of order(round)) {
        const timing = await timeLoad(browser, server.url, `/${name}/`, FLOW[name]);
        if (round > 0) samples[name].push(timing);
      }
    }
    const ms = (name: PageName) => samples[name].map((sample) => sample.ms);
    const continueMs = (name: PageName) => samples[name].map((sample) => sample.continueMs!);
    console.log(`## Phone (Chromium ${browser.version()}): ${ROUNDS} cold visits of each page after one warm-up round, order turning each round\n`);
    console.log(describeMachine({ Chromium: browser.version(), Package: `${pkg.name}@${pkg.version}${process.env.MEASURE_PACKAGE ? ` from ${process.env.MEASURE_PACKAGE}` : ', built by vite build'}` }));
    console.log(`- Load average at the start: ${load.map((value) => value.toFixed(2)).join(', ')}; at the end: ${loadavg().map((value) => value.toFixed(2)).join(', ')}`);
    console.log(`- Phone: CPU ${PHONE.cpuSlowdown}× slower, ${PHONE.downloadKbps / 1000} Mbps down / ${PHONE.uploadKbps} kbps up, ${PHONE.latencyMs} ms round trip; 412×823 viewport\n`);
    console.log('| Page | navigation → first step usable: median ms | p90 ms | bytes over the wire by then (median) | requests by then | tap Continue → next step usable: median ms | p90 ms |');
    console.log('|---|---|---|---|---|---|---|');
    for (const name of PAGES) {
      const bytes = median(samples[name].map((sample) => sample.bytes));
      const requests = median(samples[name].map((sample) => sample.requests));
      const next = FLOW[name] === 'buy' ? `${fixed(median(continueMs(name)), 0)} | ${fixed(quantile(continueMs(name), 0.9), 0)}` : '– | –';
      console.log(`| ${LABELS[name]} | ${fixed(median(ms(name)), 0)} | ${fixed(quantile(ms(name), 0.9), 0)} | ${(bytes / 1024).toFixed(1)} KB | ${requests} | ${next} |`);
    }
    const rows: Array<[string, ReturnType<typeof pairedRatio>, number]> = [
      ['Buy: first usable step, `<BuyRamp>` ÷ floor', pairedRatio(ms('widget'), ms('floor')), 1.05],
      ['Sell: first usable step, `<SellRamp>` ÷ floor', pairedRatio(ms('sell-widget'), ms('sell-floor')), 1.05],
      ['Buy: tap Continue → next step usable, `<BuyRamp>` ÷ floor (same two steps)', pairedRatio(continueMs('widget'), continueMs('floor')), 1.1],
    ];
    console.log('\n| Ratio (median of the rounds\' own, with its 95% interval) | value | goal | verdict |\n|---|---|---|---|');
    for (const [label, estimate, goal] of rows) console.log(`| ${label} | ${describeRatio(estimate)} | ≤ ${fixed(goal)}× | ${verdict(estimate, goal)} |`);
    if (rows.some(([, estimate, goal]) => verdict(estimate, goal) !== 'met')) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
