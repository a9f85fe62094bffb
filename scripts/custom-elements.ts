/**
 * Writes `custom-elements.json` (package.json's `customElements`) and copies the Vue and Svelte
 * template types (types/) into the build.
 *
 * Run: tsx scripts/custom-elements.ts <dir>   (part of `npm run build`)
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { customElementsManifest } from './custom-elements-manifest';

const dir = process.argv[2] ?? 'dist';
writeFileSync(join(dir, 'custom-elements.json'), `${JSON.stringify(customElementsManifest(), null, 2)}\n`);
for (const framework of ['vue', 'svelte']) copyFileSync(join('types', `${framework}.d.ts`), join(dir, `${framework}.d.ts`));
