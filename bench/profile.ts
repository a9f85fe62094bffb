/**
 * Where a widget's mount time goes (npm run bench:profile -- buy-5): builds bench/browser unminified
 * with source maps, samples Chromium's CPU profiler over many mounts of one kind, and prints the
 * time spent inside each source file and function (inclusive, as a share of all mount samples).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { buildPage, openPage } from './page';
import type { BenchWindow, MountKind } from './browser/api';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const kind = (process.argv[2] ?? 'buy-5') as MountKind;
const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
const dir = mkdtempSync(join(tmpdir(), 'naira-ramp-profile-'));

// Source paths in the maps are relative to the built assets; shown relative to the project (packages by name).
function sourceOf(maps: Map<string, TraceMap>, frame: Node['callFrame']): string {
  const file = frame.url.split('/').pop() ?? '';
  const map = maps.get(file);
  if (!map) return frame.url ? file : '(native)';
  const found = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!found.source) return file;
  return relative(process.cwd(), resolve(dir, 'assets', found.source)).replace(/^.*node_modules\//, '');
}

function table(title: string, totals: Map<string, number>, all: number, limit: number): string {
  const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, limit);
  const line = ([name, us]: [string, number]) => `| ${name} | ${((100 * us) / all).toFixed(1)} % | ${(us / rounds / 1000).toFixed(3)} |`;
  return [`\n| ${title} | share of mount time | ms per mount |`, '|---|---|---|', ...rows.map(line)].join('\n');
}

try {
  await buildPage(dir, { profile: true });
  const maps = new Map(readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js.map')).map((f) => [f.slice(0, -4), new TraceMap(readFileSync(join(dir, 'assets', f), 'utf8'))]));
  const { page, close } = await openPage(dir);
  try {
    await page.evaluate(() => (window as unknown as BenchWindow).bench.prepare());
    await page.evaluate(({ kind }) => (window as unknown as BenchWindow).bench.mountTimes([kind], 20, 0), { kind });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 20 });
    await cdp.send('Profiler.start');
    await page.evaluate(({ kind, rounds }) => (window as unknown as BenchWindow).bench.mountTimes([kind], rounds, 0), { kind, rounds });
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const [files, functions, self] = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
    let all = 0;
    for (const [index, id] of profile.samples.entries()) {
      // A sample stands for the time until the next one.
      const us = profile.timeDeltas[index + 1] ?? 0;
      const stack: Node[] = [];
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at)!);
      // Only samples taken inside a timed mount count (bench page code on the stack, not the unmount after it).
      if (!stack.some((node) => node.callFrame.functionName === 'mountOnce')) continue;
      if (stack.some((node) => /unmount/i.test(node.callFrame.functionName))) continue;
      all += us;
      const names = stack.map((node) => `${node.callFrame.functionName || '(anonymous)'} (${sourceOf(maps, node.callFrame)})`);
      const top = names[0]!;
      self.set(top, (self.get(top) ?? 0) + us);
      for (const name of new Set(names)) functions.set(name, (functions.get(name) ?? 0) + us);
      for (const file of new Set(stack.map((node) => sourceOf(maps, node.callFrame)))) files.set(file, (files.get(file) ?? 0) + us);
    }
    console.log(`## Mount profile: ${kind}, ${rounds} mounts, ${(all / rounds / 1000).toFixed(2)} ms sampled per mount (the profiler slows what it samples: compare shares, not times, with npm run bench)`);
    console.log(table('Source file (inclusive)', files, all, 40));
    const own = new Map([...functions].filter(([name]) => name.includes('src/')));
    console.log(table('Function in src/ (inclusive)', own, all, 50));
    console.log(table("Function (inclusive)", functions, all, 400));
    console.log(table('Function (self)', self, all, 40));
  } finally {
    await close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
