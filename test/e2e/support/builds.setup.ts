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
    /** The folder the run's one standalone build is written to, for the plain-HTML site. */
    standaloneDir: string;
    /** The folder the run's one build of the demo page is written to, for the demo server. */
    demoPageDir: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');

/**
 * Builds, once for every file, what the end-to-end hosts serve: the standalone script, as `npm run
 * build` does, and the demo page, as `npm run demo:build` does. Each builds in a process of its own
 * (a build on the runner's main thread would slow the tests it drives); files wait for what they need.
 */
export function setup(project: TestProject): () => Promise<void> {
  // A run of files that never needed them (one e2e file, say) does not wait for them at the end.
  const unneeded = new AbortController();
  const builds = (
    [
      ['standaloneDir', 'vite.standalone.config.ts'],
      ['demoPageDir', 'demo/vite.config.ts'],
    ] as const
  ).map(([key, config]) => {
    const dir = mkdtempSync(join(tmpdir(), `naira-ramp-${key}-`));
    const outDir = join(dir, 'build');
    const args = [vite, 'build', '-c', config, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'];
    project.provide(key, dir);
    const building = startInBackground(dir, async () => {
      await promisify(execFile)(process.execPath, args, { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024, signal: unneeded.signal });
      return outDir;
    });
    return { dir, building };
  });
  return async () => {
    unneeded.abort();
    for (const { dir, building } of builds) {
      await building;
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
