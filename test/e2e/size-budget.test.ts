import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs `npm run size`'s script as npm would, with extra environment. */
function runSize(env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/size.ts'], {
    cwd: new URL('../../', import.meta.url),
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

const RATIO = /import \{ BuyRamp, SellRamp \}: [\d.]+ KB gzipped, [\d.]+ KB minified, [\d.]+x the floor/;

describe('size budget (npm run size)', () => {
  it('reports the stack floor, each widget and the pair as ratios to it, and every lazy chunk', () => {
    const { output } = runSize({ SIZE_BUDGET_RATIO: '100' });
    expect(output).toMatch(/stack floor \(react-hook-form \+ zodResolver \+ zod\/mini \+ react-query\): [\d.]+ KB gzipped/);
    expect(output).toMatch(RATIO);
    expect(output).toMatch(/import \{ BuyRamp \}: .*x the floor/);
    expect(output).toMatch(/import \{ SellRamp \}: .*x the floor/);
    expect(output).toMatch(/styles\.css \(minified\): [\d.]+ KB gzipped/);
    expect(output).not.toMatch(/not bundled/);
  });

  it('keeps the pair and each widget within their enforced ratio to the floor, and names the design target', () => {
    const { code, output } = runSize();
    expect(output).toMatch(RATIO);
    expect(output).toMatch(/design target 1\.40x/);
    expect({ code, output }).toMatchObject({ code: 0 });
  });

  it('fails, naming the import and its ratio, when a budget is exceeded', () => {
    const { code, output } = runSize({ SIZE_BUDGET_RATIO: '1' });
    expect(code).toBe(1);
    expect(output).toMatch(/FAIL import \{ BuyRamp, SellRamp \}: [\d.]+ KB gzipped, [\d.]+ KB minified, [\d.]+x the floor \(budget 1\.00x\)/);
    expect(output).toContain('Size budget exceeded.');
  });
});
