/**
 * Browser benchmark (npm run bench): builds bench/browser with Vite (production React; commits are
 * counted through the DevTools hook in bench/browser/public/fiber-hook.js), opens it in Chromium and
 * measures each widget's mount time against react-hook-form + zodResolver over the same markup, at
 * 5 and 500 vendors, commits per keystroke, and mount-to-vendors time. Each mount ratio is the median
 * of the rounds' own ratios (every kind mounts once per round, interleaved) with a 95% bootstrap
 * interval; a goal is met only when the whole interval is under it. Prints Markdown for BENCHMARKS.md,
 * then each goal met or not; exits 1 unless every one is met.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeMachine } from './machine';
import { buildPage, openPage } from './page';
import { loadavg } from 'node:os';
import { describeRatio, fixed, median, pairedRatio, quantile, verdict, type Verdict } from './stats';
import { measureTyping, renderedOnKeystrokes, row } from './typing';
import type { BenchWindow, MountKind } from './browser/api';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const MOUNT_GOAL = 1.25;
const SCALE_GOAL = 1.5;
// A keystroke re-renders the field only: any component that renders on one is a field (its name says so).
const FIELD = /Field$/;

const LABELS: Record<string, string> = { 'buy-5': 'BuyRamp, 5 vendors', 'buy-500': 'BuyRamp, 500 vendors', sell: 'SellRamp' };

/** Mount rows: each widget against its react-hook-form + zodResolver baseline, then 500 against 5 vendors. */
function mountTable(times: Record<string, number[]>, inputs: Record<string, number>): string {
  const line = (label: string, count: number, samples: number[], ratio: string) =>
    `| ${label} | ${count} | ${fixed(median(samples))} | ${fixed(quantile(samples, 0.9))} | ${ratio} |`;
  const lines = [`\n| Mount (render + commit + layout) | inputs | median ms | p90 ms | ratio to its baseline form, rounds' own (goal ≤ ${MOUNT_GOAL}×) |`, '|---|---|---|---|---|'];
  for (const widget of ['buy-5', 'buy-500', 'sell']) {
    const [own, form] = [times[widget]!, times[`form-${widget}`]!];
    lines.push(line(LABELS[widget]!, inputs[widget]!, own, describeRatio(pairedRatio(own, form))));
    lines.push(line(`react-hook-form + zodResolver, same markup as ${LABELS[widget]}`, inputs[widget]!, form, '1.00×'));
  }
  const scale = (kind: string) => describeRatio(pairedRatio(times[`${kind}-500`]!, times[`${kind}-5`]!));
  lines.push('', "| 500 vendors ÷ 5 vendors (rounds' own mount ratios) | ratio |", '|---|---|');
  lines.push(`| BuyRamp (goal ≤ ${SCALE_GOAL}×) | ${scale('buy')} |`, `| react-hook-form + zodResolver baseline | ${scale('form-buy')} |`);
  return lines.join('\n');
}

/** Each goal as a line, met, not met or undecided; true when all are met. */
function goals(times: Record<string, number[]>, rendered: string[]): boolean {
  const ratio = (a: string, b: string) => pairedRatio(times[a]!, times[b]!);
  const checks: [string, Verdict][] = [
    ...['buy-5', 'buy-500', 'sell'].map((widget): [string, Verdict] => {
      const value = ratio(widget, `form-${widget}`);
      return [`${LABELS[widget]} mount ${describeRatio(value)} its form (goal ≤ ${MOUNT_GOAL}×)`, verdict(value, MOUNT_GOAL)];
    }),
    [`BuyRamp 500 vendors ${describeRatio(ratio('buy-500', 'buy-5'))} 5 vendors (goal ≤ ${SCALE_GOAL}×)`, verdict(ratio('buy-500', 'buy-5'), SCALE_GOAL)],
    [`a keystroke renders ${rendered.join(', ') || 'nothing'} (goal: the field only)`, rendered.every((name) => FIELD.test(name)) ? 'met' : 'not met'],
  ];
  console.log('\n| Goal | |\n|---|---|');
  for (const [text, result] of checks) console.log(`| ${text} | ${result === 'met' ? 'met' : `**${result}**`} |`);
  return checks.every(([, result]) => result === 'met');
}

const dir = mkdtempSync(join(tmpdir(), 'naira-ramp-bench-'));
try {
  await buildPage(dir);
  const { page, close, version } = await openPage(dir);
  try {
    const inputs = await page.evaluate(() => (window as unknown as BenchWindow).bench.prepare());
    const kinds: MountKind[] = ['buy-5', 'form-buy-5', 'buy-500', 'form-buy-500', 'sell', 'form-sell'];
    const times = await page.evaluate(({ kinds, rounds }) => (window as unknown as BenchWindow).bench.mountTimes(kinds, rounds, 5), { kinds, rounds: ROUNDS });
    const vendors = await page.evaluate(({ rounds }) => (window as unknown as BenchWindow).bench.timeToVendors(rounds), { rounds: ROUNDS });
    const typing = await measureTyping(page);

    console.log(`## Browser (Chromium ${version}), ${ROUNDS} measured mounts each after 5 warm-up rounds, kinds interleaved\n`);
    console.log(describeMachine({ Chromium: version, 'Load average at the end': loadavg().map((value) => value.toFixed(2)).join(', ') }));
    console.log(mountTable(times, inputs));
    console.log(`\nMount to vendors shown (BuyRamp, 5 vendors, fresh QueryClient, signer and mock in the page): median ${fixed(median(vendors))} ms, p90 ${fixed(quantile(vendors, 0.9))} ms\n`);
    console.log('| Typing | keystrokes | commits per keystroke (median / max) | components rendered per keystroke (median) | components that rendered |\n|---|---|---|---|---|');
    for (const typed of typing) console.log(row(typed));
    if (!goals(times, renderedOnKeystrokes(typing))) process.exitCode = 1;
  } finally {
    await close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
