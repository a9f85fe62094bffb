import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { packInBackground } from '../../scripts/pack';
import { PACKED_FILE, PACK_FAILED_FILE } from './pack-result';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder the run's one tarball is packed into (see `packedTarball`). */
    packDir: string;
  }
}

/**
 * Packs once for every file of the project, as `npm publish` would. The pack runs in the
 * background: a runner awaits every project's global setup before any test starts, so waiting here
 * would hold the other projects back for the length of a build. Files wait for it themselves.
 */
export function setup(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'naira-ramp-package-tarball-'));
  const packing = packInBackground(dir).then(
    (packed) => writeFileSync(join(dir, PACKED_FILE), JSON.stringify(packed)),
    (error: unknown) => writeFileSync(join(dir, PACK_FAILED_FILE), error instanceof Error ? (error.stack ?? error.message) : String(error)),
  );
  project.provide('packDir', dir);
  return async () => {
    await packing;
    rmSync(dir, { recursive: true, force: true });
  };
}
