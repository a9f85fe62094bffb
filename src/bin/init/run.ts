import { resolve } from 'node:path';
import { applyPlan, describeOutcomes } from './apply';
import { detectFramework, readHostPackage } from './detect';
import { expressPlan } from './express';
import { nextPlan } from './next';
import { vitePlan } from './vite';
import { FRAMEWORKS, type Framework, type Plan } from './plan';

export const INIT_USAGE = `Usage: naira-ramp init [--framework ${FRAMEWORKS.join('|')}] [--dry-run] [--force] [--dir <path>]

Writes what your app needs for a working checkout: the signer and webhook routes (with Express, a
server that listens), a checkout page, .env.example and a .env.local with the mock's values, and an
npm script that runs the mock. It finds Next.js (App Router), Vite with React or Express in
package.json (or takes --framework). It never replaces a file it did not write the
same way unless you pass --force (.env.local never), so a second run changes nothing; --dry-run
lists what it would do and writes nothing.`;

const PLANS: Record<Framework, (dir: string) => Plan> = { next: nextPlan, vite: vitePlan, express: expressPlan };

/** The value after a flag (`--dir x` or `--dir=x`). */
function valueOf(args: readonly string[], flag: string): string | undefined {
  const index = args.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`));
  if (index < 0) return undefined;
  const arg = args[index]!;
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${flag} needs a value.\n\n${INIT_USAGE}`);
  return value;
}

/** Runs `naira-ramp init` with its arguments in `cwd`; returns the lines to print (its usage for --help or -h). */
export function runInit(args: readonly string[], cwd: string): string[] {
  if (args.includes('--help') || args.includes('-h')) return INIT_USAGE.split('\n');
  const known = new Set(['--dry-run', '--force', '--framework', '--dir']);
  const unknown = args.find((arg, index) => arg.startsWith('-') ? !known.has(arg.split('=')[0]!) : !['--framework', '--dir'].includes(args[index - 1] ?? ''));
  if (unknown) throw new Error(`Unknown argument ${unknown}.\n\n${INIT_USAGE}`);
  const dir = resolve(cwd, valueOf(args, '--dir') ?? '.');
  const pkg = readHostPackage(dir);
  const asked = valueOf(args, '--framework');
  if (asked !== undefined && !(FRAMEWORKS as readonly string[]).includes(asked)) throw new Error(`--framework takes ${FRAMEWORKS.join(', ')} (got "${asked}").`);
  const framework = (asked as Framework | undefined) ?? detectFramework(dir, pkg);
  const plan = PLANS[framework](dir);
  const dryRun = args.includes('--dry-run');
  const outcomes = applyPlan(dir, plan, { force: args.includes('--force'), dryRun });
  const lines = [`naira-ramp init: ${plan.framework} in ${dir}${dryRun ? ' (dry run: nothing written)' : ''}`, ...describeOutcomes(outcomes, dryRun).map((line) => `  ${line}`)];
  if (outcomes.some(({ action }) => action === 'by-hand')) lines.push('Some changes could not be made: make them by hand, as said above.');
  if (outcomes.some(({ action }) => action === 'skipped')) lines.push('Some files were left as they are: compare them with what init writes (--dry-run lists them), or pass --force.');
  return [...lines, '', 'Next:', ...plan.next.map((line) => `  ${line}`)];
}
