/**
 * Packs the package exactly as `npm publish` would (its `prepack` builds it), without touching the
 * working tree: the project is copied to a temporary folder (its node_modules linked, not copied)
 * and `npm pack` runs there, so a test can pack while someone else builds or edits `dist`.
 *
 * Run: tsx scripts/pack.ts [destination]   (prints the tarball's path)
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** One file inside the tarball, as `npm pack --json` lists it. */
export type PackedFile = { path: string; size: number };

/** The tarball and what it holds. */
export type Packed = { tarball: string; files: PackedFile[]; name: string; version: string };

const root = fileURLToPath(new URL('../', import.meta.url));

// Build output, installed packages and local artefacts: the pack must not depend on what is lying around.
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'storybook-static', 'coverage', 'test-results', '__screenshots__']);

function copyProject(into: string): void {
  for (const entry of readdirSync(root)) {
    if (SKIPPED.has(entry) || entry.endsWith('.tgz')) continue;
    cpSync(join(root, entry), join(into, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(into, 'node_modules'), 'dir');
}

const npmPack = (destination: string) => ['pack', '--json', '--pack-destination', resolve(destination)];
const npmEnv = () => ({ ...process.env, npm_config_update_notifier: 'false', npm_config_foreground_scripts: 'true' });

/** Reads the tarball's path and contents from `npm pack --json`'s output. */
function readReport(output: string, destination: string): Packed {
  // The report is the last thing printed: a JSON array opening on a line of its own. Script output
  // before it may hold '[' too (colour codes, bracketed log prefixes), so search for that line.
  const start = output.search(/^\[\s*$/m);
  if (start < 0) throw new Error(`npm pack printed no report:\n${output}`);
  const [report] = JSON.parse(output.slice(start)) as Array<{ filename: string; files: PackedFile[]; name: string; version: string }>;
  if (!report) throw new Error(`npm pack printed no report:\n${output}`);
  return { tarball: join(resolve(destination), basename(report.filename)), files: report.files, name: report.name, version: report.version };
}

/** A copy of the project to pack in, removed by `done`. */
function stageProject(destination: string): { stage: string; done: () => void } {
  mkdirSync(destination, { recursive: true });
  const stage = mkdtempSync(join(tmpdir(), 'naira-ramp-stage-'));
  try {
    copyProject(stage);
  } catch (error) {
    rmSync(stage, { recursive: true, force: true });
    throw error;
  }
  return { stage, done: () => rmSync(stage, { recursive: true, force: true }) };
}

/** Builds and packs into `destination` (created if missing); returns the tarball's path and contents. */
export function pack(destination: string): Packed {
  const { stage, done } = stageProject(destination);
  try {
    const output = execFileSync('npm', npmPack(destination), {
      cwd: stage,
      encoding: 'utf8',
      // prepack's build logs go to stderr so stdout stays the JSON report.
      stdio: ['ignore', 'pipe', 'pipe'],
      env: npmEnv(),
      maxBuffer: 64 * 1024 * 1024,
    });
    return readReport(output, destination);
  } finally {
    done();
  }
}

/** As `pack`, without blocking the caller's event loop while npm builds (a test runner's main process). */
export async function packInBackground(destination: string): Promise<Packed> {
  const { stage, done } = stageProject(destination);
  try {
    const { stdout } = await promisify(execFile)('npm', npmPack(destination), { cwd: stage, encoding: 'utf8', env: npmEnv(), maxBuffer: 64 * 1024 * 1024 });
    return readReport(stdout, destination);
  } finally {
    done();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const destination = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'naira-ramp-pack-'));
  console.log(pack(destination).tarball);
}
