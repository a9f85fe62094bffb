import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startInBackground } from '../../support/background';
import { chromiumArgs, findChromium } from '../../support/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder the run's one Chromium writes its endpoint to, for `openChromium`. */
    chromiumDir: string;
  }
}

/**
 * Launches one Chromium for every file of the project (a launch costs about a second of CPU): each file
 * connects to it and opens pages in contexts of its own, which share no cookies, storage or cache.
 */
export function setup(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'naira-ramp-chromium-'));
  const launching = chromium.launchServer({ executablePath: findChromium(), args: chromiumArgs, headless: true });
  const started = startInBackground(dir, async () => (await launching).wsEndpoint());
  project.provide('chromiumDir', dir);
  return async () => {
    await started;
    await (await launching.catch(() => undefined))?.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
