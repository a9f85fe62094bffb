import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { installPackage } from '../../scripts/host-package';
import type { Packed } from '../../scripts/pack';
import { backgroundResult } from '../support/background';

const root = new URL('../../', import.meta.url);
let dir: string;
let pkg: string;

// Each run of the script bundles the run's tarball (MEASURE_PACKAGE), as a host installs it, instead of building its own.
beforeAll(async () => {
  const packed = await backgroundResult<Packed>(inject('packDir'), 'npm pack');
  dir = mkdtempSync(join(resolve('node_modules'), '.naira-ramp-size-test-'));
  pkg = (await installPackage(dir, packed.tarball)).dir;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `npm run size`'s script as npm would, on the built package, with extra environment. */
function runSize(env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/size.ts'], {
    cwd: root,
    env: { ...process.env, MEASURE_PACKAGE: pkg, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

const FIGURE = '[\\d.]+ KB gzipped';
const BUNDLERS = [/^Vite [\d.]+ \(rolldown\): code splitting, minified, production, React external$/m, /^esbuild [\d.]+: code splitting, minified, production, React external$/m];

describe('size budget (npm run size)', () => {
  it('holds every ratchet under both bundlers and names each design target: first paint, one flow against both, a full flow', () => {
    const { code, output } = runSize();
    for (const bundler of BUNDLERS) expect(output).toMatch(bundler);
    const count = (pattern: string) => output.match(new RegExp(pattern, 'gm'))?.length ?? 0;
    // Each line below once per bundler.
    expect(count(`stack floor \\(react-hook-form \\+ zodResolver \\+ zod/mini \\+ react-query\\): ${FIGURE}`)).toBe(2);
    expect(count(`^(?:ok  |MISS|FAIL) import \\{ BuyRamp, SellRamp \\}, first paint: ${FIGURE} in \\d+ files?, .*x the floor \\(target 1\\.45x, ratchet [\\d.]+x\\)$`)).toBe(2);
    for (const one of ['BuyRamp', 'SellRamp']) {
      expect(count(`^(?:ok  |MISS|FAIL) import \\{ ${one} \\}, first paint: ${FIGURE} .*x the floor \\(target 1\\.40x, ratchet [\\d.]+x\\)$`)).toBe(2);
      expect(count(`^(?:ok  |MISS|FAIL) import \\{ ${one} \\}, first paint, [\\d.]+x that of import \\{ BuyRamp, SellRamp \\} \\(target 0\\.98x, ratchet [\\d.]+x\\)$`)).toBe(2);
      expect(count(`^(?:ok  |MISS|FAIL) import \\{ ${one} \\}, full flow: ${FIGURE} in \\d+ files, [\\d.]+x the floor \\((?:budget 3\\.00x|target 3\\.00x, ratchet [\\d.]+x)\\)$`)).toBe(2);
    }
    expect(count('^       fetched through import\\(\\): .+')).toBe(6);
    expect(output).toMatch(/^ok {3}styles\.css \(minified\): [\d.]+ KB gzipped/m);
    expect(output).not.toMatch(/not bundled/);
    // Every budget held: exit code 0 and no FAIL line (the output is shown when not).
    expect({ code, failed: output.includes('FAIL'), output }).toMatchObject({ code: 0, failed: false });
  });

  it('fails, naming the import, the bundler and the ratio, when a budget is exceeded', () => {
    const { code, output } = runSize({ SIZE_BUDGET_RATIO: '1' });
    expect(code).toBe(1);
    expect(output).toMatch(/^FAIL import \{ BuyRamp, SellRamp \}, first paint: [\d.]+ KB gzipped in \d+ files?, [\d.]+ KB minified, [\d.]+x the floor \(budget 1\.00x\)$/m);
    expect(output).toContain('Size budget exceeded.');
  });
});
