import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root (where the project's own node_modules and tools live). */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** What a command printed and how it ended. */
export type Run = { code: number | null; output: string };

/** Runs a command to completion; never throws, so a test can show what it printed. */
export function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Run {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}` };
}

/** Runs one of the project's own tools (node_modules/.bin). */
export function runBin(name: string, args: string[], cwd: string): Run {
  return run(join(projectRoot, 'node_modules', '.bin', name), args, cwd);
}

/**
 * Makes `dir` a consumer of the tarball without a registry: the tarball unpacked as
 * node_modules/naira-ramp, and every other installed package linked from the project, so the
 * package resolves its dependencies from where a real install would put them.
 */
export function installTarball(tarball: string, dir: string): string {
  const modules = join(dir, 'node_modules');
  const unpacked = join(dir, 'unpacked');
  mkdirSync(unpacked, { recursive: true });
  const untar = run('tar', ['-xzf', tarball, '-C', unpacked], dir);
  if (untar.code !== 0) throw new Error(`Could not unpack ${tarball}: ${untar.output}`);
  mkdirSync(modules, { recursive: true });
  cpSync(join(unpacked, 'package'), join(modules, 'naira-ramp'), { recursive: true });
  for (const entry of readdirSync(join(projectRoot, 'node_modules'))) {
    if (entry === 'naira-ramp' || entry.startsWith('.')) continue;
    symlinkSync(join(projectRoot, 'node_modules', entry), join(modules, entry), 'dir');
  }
  return join(modules, 'naira-ramp');
}

/** Copies the fixture files a check uses into the consumer folder. */
export function copyFixtures(dir: string): void {
  cpSync(fileURLToPath(new URL('./.fixtures/', import.meta.url)), dir, { recursive: true });
}
