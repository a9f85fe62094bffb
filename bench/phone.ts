/**
 * Throttled phone benchmark (npm run bench:phone, and part of npm run bench): the first usable step on an
 * emulated phone (bench/phone/load.ts), a host page with `<BuyRamp>` from the package as hosts get it
 * against the same page built with the stack-floor form, both built with the same Vite settings and
 * served gzipped with the signer over the mock. Loads alternate page by page (which goes first swaps
 * each round); each is a cold load in a fresh context. Goal: median ≤ 1.15× the floor page's.
 * Prints Markdown for BENCHMARKS.md; exits 1 when the goal is not met.
 * Knobs: BENCH_PHONE_ROUNDS (default 10, after one warm-up round), MEASURE_PACKAGE (a .tgz or package folder).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../test/support/chromium';
import { installPackage } from '../scripts/host-package';
import { describeMachine } from './machine';
import { PHONE, timeLoad, type LoadTiming } from './phone/load';
import { buildPages, type PageName } from './phone/pages';
import { serveBench } from './phone/server';
import { fixed, median, quantile } from './stats';

const ROUNDS = Number(process.env.BENCH_PHONE_ROUNDS ?? 10);
const GOAL = 1.15;
const LABELS: Record<PageName, string> = { widget: '`<BuyRamp>` from the package', floor: 'stack-floor form (react-hook-form + zodResolver + zod/mini + react-query)' };

// Inside the project's node_modules, so the pages resolve the project's own dependencies.
const dir = mkdtempSync(join(resolve('node_modules'), '.naira-ramp-phone-'));
try {
  const pkg = await installPackage(join(dir, 'host'), process.env.MEASURE_PACKAGE);
  await buildPages(join(dir, 'host'), join(dir, 'out'));
  const server = await serveBench(join(dir, 'out'));
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs, headless: true });
  try {
    const samples: Record<PageName, LoadTiming[]> = { widget: [], floor: [] };
    for (let round = 0; round <= ROUNDS; round += 1) {
      const order: PageName[] = round % 2 === 0 ? ['widget', 'floor'] : ['floor', 'widget'];
      for (const name of order) {
        const timing = await timeLoad(browser, server.url, `/${name}/`);
        if (round > 0) samples[name].push(timing);
      }
    }
    const ms = (name: PageName) => samples[name].map((sample) => sample.ms);
    const ratio = median(ms('widget')) / median(ms('floor'));
    console.log(`## Phone: first usable step (Chromium ${browser.version()}), ${ROUNDS} cold loads of each page after one warm-up round, alternating\n`);
    console.log(describeMachine({ Chromium: browser.version(), Package: `${pkg.name}@${pkg.version}${process.env.MEASURE_PACKAGE ? ` from ${process.env.MEASURE_PACKAGE}` : ', built by vite build'}` }));
    console.log(`- Phone: CPU ${PHONE.cpuSlowdown}× slower, ${PHONE.downloadKbps / 1000} Mbps down / ${PHONE.uploadKbps} kbps up, ${PHONE.latencyMs} ms round trip; 412×823 viewport\n`);
    console.log('| Page | navigation → amount field usable with vendors shown: median ms | p90 ms | bytes over the wire by then (median) | requests by then | ratio to the floor page |');
    console.log('|---|---|---|---|---|---|');
    for (const name of ['widget', 'floor'] as const) {
      const bytes = median(samples[name].map((sample) => sample.bytes));
      const requests = median(samples[name].map((sample) => sample.requests));
      const own = name === 'widget' ? `${fixed(ratio)}×` : '1.00×';
      console.log(`| ${LABELS[name]} | ${fixed(median(ms(name)), 0)} | ${fixed(quantile(ms(name), 0.9), 0)} | ${(bytes / 1024).toFixed(1)} KB | ${requests} | ${own} |`);
    }
    // Each round's two loads ran back to back, so their ratio is the least touched by the machine's other work.
    const paired = median(samples.widget.map((sample, round) => sample.ms / samples.floor[round]!.ms));
    console.log(`\nMedian of the ${ROUNDS} rounds' own ratios (widget page ÷ floor page, loaded back to back): ${fixed(paired)}×`);
    const met = ratio <= GOAL;
    console.log(`\n${met ? 'Goal met' : 'Goal NOT met'}: the widget page is usable in ${fixed(ratio)}× the floor page's time (goal ≤ ${fixed(GOAL)}×).`);
    if (!met) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
