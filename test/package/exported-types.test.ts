import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unexportedReachableTypes } from './reachable-types';
import { projectRoot, runBin } from './workspace';

// The declarations as the build writes them (tsconfig.build.json), into a folder of their own.
let dir: string;
let built: { code: number | null; output: string };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'naira-ramp-types-'));
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  built = runBin('tsc', ['-p', join(projectRoot, 'tsconfig.build.json'), '--outDir', join(dir, 'dist')], projectRoot);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the built declarations', () => {
  it('build', () => expect(built.code, built.output).toBe(0));

  it('export by name every type a host meets in an exported signature, from every entry point', () => {
    const entries = ['index', 'server/index', 'mock/index', 'elements/index'].map((entry) => `dist/${entry}.d.ts`);
    const missing = unexportedReachableTypes(dir, entries);
    expect(missing.map(({ name, declaredIn, reachedFrom }) => `${name} (${declaredIn}), reached from ${reachedFrom}`)).toEqual([]);
  });
});
