import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { pack } from '../../../scripts/pack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tarball every consumer app installs, packed once per run as `npm publish` would. */
    tarball: string;
  }
}

/**
 * Packs once for every consumer app, and removes the tarball when the run ends.
 * NAIRA_RAMP_TARBALL=<path> tests a tarball made elsewhere (e.g. the one about to be published).
 */
export default function setup(project: TestProject): () => void {
  const given = process.env.NAIRA_RAMP_TARBALL;
  if (given) {
    if (!existsSync(given)) throw new Error(`NAIRA_RAMP_TARBALL names no file: ${given}`);
    project.provide('tarball', resolve(given));
    return () => {};
  }
  const dir = mkdtempSync(join(tmpdir(), 'naira-ramp-consumers-'));
  const { tarball } = pack(dir);
  project.provide('tarball', tarball);
  return () => rmSync(dir, { recursive: true, force: true });
}
