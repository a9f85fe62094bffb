import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { startInBackground } from '../../support/background';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder the run's one standalone build is written to (see `standaloneBuild`). */
    standaloneDir: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Builds the standalone script once for every plain-HTML file, as `npm run build` does, in a process
 * of its own (a build on the runner's main thread would slow the tests it drives); files wait for it.
 */
export function setup(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'naira-ramp-standalone-'));
  const outDir = join(dir, 'naira-ramp');
  const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', '-c', 'vite.standalone.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'];
  // A run of files that never needed it (one e2e file, say) does not wait for it at the end.
  const unneeded = new AbortController();
  const building = startInBackground(dir, async () => {
    await promisify(execFile)(process.execPath, args, { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024, signal: unneeded.signal });
    return outDir;
  });
  project.provide('standaloneDir', dir);
  return async () => {
    unneeded.abort();
    await building;
    rmSync(dir, { recursive: true, force: true });
  };
}
