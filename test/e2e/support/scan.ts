import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** Every file under a folder whose bytes contain the needle, as paths relative to it. */
export function filesContaining(dir: string, needle: string): string[] {
  const hits: string[] = [];
  const bytes = Buffer.from(needle);
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (readFileSync(path).includes(bytes)) hits.push(relative(dir, path));
    }
  };
  walk(dir);
  return hits;
}

/** How many files a folder holds, so a scan of an empty build cannot pass unnoticed. */
export function countFiles(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

/**
 * Builds the library (the project's own Vite config) and the demo host page into temporary folders
 * with the key in the environment, as a careless build would inline it.
 */
export async function buildWithKeyInEnv(secretKey: string): Promise<{ library: string; demo: string; cleanup: () => void }> {
  const root = mkdtempSync(join(tmpdir(), 'naira-ramp-assets-'));
  const library = join(root, 'library');
  const demo = join(root, 'demo');
  const saved = process.env.RAMP_SECRET_KEY;
  process.env.RAMP_SECRET_KEY = secretKey;
  try {
    await build({ configFile: 'vite.config.ts', logLevel: 'silent', build: { outDir: library, emptyOutDir: true } });
    await build({
      configFile: false,
      root: 'demo',
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir: demo, emptyOutDir: true },
    });
  } finally {
    if (saved === undefined) delete process.env.RAMP_SECRET_KEY;
    else process.env.RAMP_SECRET_KEY = saved;
  }
  return { library, demo, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
