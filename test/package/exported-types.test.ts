import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packAndInstall, type PackedConsumer } from './packed';
import { unexportedReachableTypes } from './reachable-types';

// The declarations as a host installs them: the run's tarball (its prepack builds them with tsconfig.build.json).
let ctx: PackedConsumer;

beforeAll(async () => {
  ctx = await packAndInstall();
});
afterAll(() => ctx?.cleanup());

describe('the published declarations', () => {
  it('export by name every type a host meets in an exported signature, from every entry point', () => {
    const entries = ['index', 'server/index', 'mock/index', 'elements/index'].map((entry) => `dist/${entry}.d.ts`);
    const missing = unexportedReachableTypes(ctx.installed, entries);
    expect(missing.map(({ name, declaredIn, reachedFrom }) => `${name} (${declaredIn}), reached from ${reachedFrom}`)).toEqual([]);
  });
});
