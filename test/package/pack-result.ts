import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Packed } from '../../scripts/pack';

/** Written beside the tarball once it is packed: its path and contents. */
export const PACKED_FILE = 'packed.json';
/** Written instead when packing failed: what went wrong. */
export const PACK_FAILED_FILE = 'pack-failed.txt';

/** The run's one tarball, once the project's global setup has packed it (it packs while files start). */
export async function packedTarball(): Promise<Packed> {
  const dir = inject('packDir');
  for (;;) {
    if (existsSync(join(dir, PACKED_FILE))) return JSON.parse(readFileSync(join(dir, PACKED_FILE), 'utf8')) as Packed;
    if (existsSync(join(dir, PACK_FAILED_FILE))) throw new Error(`npm pack failed:\n${readFileSync(join(dir, PACK_FAILED_FILE), 'utf8')}`);
    // Waits on the packing's own result file; the file's hook timeout bounds a pack that never ends.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
