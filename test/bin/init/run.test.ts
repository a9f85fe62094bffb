import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INIT_USAGE, runInit } from '../../../src/bin/init/run';
import { tempDir, viteApp } from './support';

describe('naira-ramp init, asked for help', () => {
  it.each(['--help', '-h'])('prints its usage for %s, writes nothing and does not fail', (flag) => {
    const dir = viteApp();
    const before = readdirSync(dir);
    expect(runInit([flag], dir)).toEqual(INIT_USAGE.split('\n'));
    expect(runInit(['--framework', 'next', flag], dir)).toEqual(INIT_USAGE.split('\n'));
    expect(readdirSync(dir)).toEqual(before);
  });

  it('answers help in a folder without package.json', () => {
    const dir = tempDir();
    expect(runInit(['--help'], dir)).toEqual(INIT_USAGE.split('\n'));
    expect(existsSync(join(dir, '.env.local'))).toBe(false);
  });
});
