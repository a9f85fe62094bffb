import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs `npm run size`'s script as npm would, with extra environment. */
function runSize(env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/size.ts'], {
    cwd: new URL('../../', import.meta.url),
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('size budget (npm run size)', () => {
  it('keeps import { BuyRamp, SellRamp } within its first-render budget with React external, and each component under its own budget', () => {
    const { code, output } = runSize();
    // The report is printed either way, so a failure shows which import grew and what it holds.
    expect(output).toMatch(/import \{ BuyRamp, SellRamp \}: [\d.]+ KB gzipped/);
    expect(output).toMatch(/styles\.css: [\d.]+ KB gzipped/);
    expect(output).not.toMatch(/not bundled/);
    expect({ code, output }).toMatchObject({ code: 0 });
  });

  it('fails, naming the import, when a budget is exceeded', () => {
    const { code, output } = runSize({ SIZE_BUDGET_KB: '1' });
    expect(code).toBe(1);
    expect(output).toMatch(/FAIL import \{ BuyRamp, SellRamp \}: [\d.]+ KB gzipped, [\d.]+ KB minified \(budget 1 KB\)/);
    expect(output).toContain('Size budget exceeded.');
  });
});
