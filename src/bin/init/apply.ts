import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plan } from './plan';

/** What `init` did (or, with --dry-run, would do) to each file and script. */
export type Outcome = { target: string; action: 'write' | 'unchanged' | 'kept' | 'skipped' | 'replace' | 'edit' | 'by-hand'; instead?: string };

/**
 * Writes the plan into `dir`. A file that is missing is written; one that already holds the same text is
 * left as it is (so a second run changes nothing); one that holds something else is skipped, unless
 * `force` (then replaced). A `keep` file (.env.local) is never replaced. A script is added only when the
 * host has none of that name. With `dryRun` nothing is written: the outcomes say what would be.
 */
export function applyPlan(dir: string, plan: Plan, { force = false, dryRun = false } = {}): Outcome[] {
  const outcomes: Outcome[] = [];
  for (const file of plan.files) {
    const path = join(dir, file.path);
    const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    const action: Outcome['action'] = current === undefined ? 'write' : current === file.content ? 'unchanged' : file.keep ? 'kept' : force ? 'replace' : 'skipped';
    outcomes.push({ target: file.path, action });
    if (dryRun || (action !== 'write' && action !== 'replace')) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content);
  }
  for (const change of plan.edits) {
    const path = join(dir, change.path);
    const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    const edited = current === undefined || change.done(current) ? undefined : change.edit(current);
    const action: Outcome['action'] = current !== undefined && change.done(current) ? 'unchanged' : edited === undefined ? 'by-hand' : 'edit';
    outcomes.push({ target: change.path, action, ...(action === 'by-hand' ? { instead: change.instead } : {}) });
    if (!dryRun && edited !== undefined) writeFileSync(path, edited);
  }
  const pkgPath = join(dir, 'package.json');
  const text = readFileSync(pkgPath, 'utf8');
  const pkg = JSON.parse(text) as { scripts?: Record<string, string> };
  let added = false;
  for (const { name, command } of plan.scripts) {
    const current = pkg.scripts?.[name];
    outcomes.push({ target: `package.json script "${name}"`, action: current === undefined ? 'write' : current === command ? 'unchanged' : 'skipped' });
    if (current === undefined) {
      pkg.scripts = { ...pkg.scripts, [name]: command };
      added = true;
    }
  }
  if (added && !dryRun) writeFileSync(pkgPath, `${JSON.stringify(pkg, null, /^\s*\{\s*\n(\s+)/.exec(text)?.[1] ?? 2)}\n`);
  return outcomes;
}

const SAID: Record<Outcome['action'], string> = {
  write: 'write',
  unchanged: 'unchanged',
  kept: 'kept (yours; never replaced)',
  skipped: 'skipped: it exists with other content (--force replaces it)',
  replace: 'replace (--force)',
  edit: 'add to',
  'by-hand': 'not as expected, left as it is',
};

/** The outcomes as lines for the terminal. */
export function describeOutcomes(outcomes: readonly Outcome[], dryRun: boolean): string[] {
  return outcomes.map(({ target, action, instead }) => `${dryRun ? 'would ' : ''}${SAID[action]}  ${target}${instead ? `: ${instead}` : ''}`);
}
