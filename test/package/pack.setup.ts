import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { packInBackground } from '../../scripts/pack';
import { startInBackground } from '../support/background';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder the run's one tarball is packed into (see `packedTarball`). */
    packDir: string;
  }
}

/** Packs once for every file of the project, as `npm publish` would; files wait for it themselves. */
export function setup(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'naira-ramp-package-tarball-'));
  const packing = startInBackground(dir, () => packInBackground(dir));
  project.provide('packDir', dir);
  return async () => {
    await packing;
    rmSync(dir, { recursive: true, force: true });
  };
}
