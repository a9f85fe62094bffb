import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A host's package manager installs our dependencies, but not always their peers (Yarn 1 never does;
// npm and pnpm do by default). Each peer a dependency requires must be ours to install: a dependency
// of ours, or a peer we ask the host for, as react is.
type Manifest = { dependencies?: Record<string, string>; peerDependencies?: Record<string, string>; peerDependenciesMeta?: Record<string, { optional?: boolean }> };

const root = new URL('../../', import.meta.url);
const ours = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as Manifest;
// As installed beside us (several export no ./package.json, so it is read by path).
const manifestOf = (name: string) => JSON.parse(readFileSync(new URL(`node_modules/${name}/package.json`, root), 'utf8')) as Manifest;

describe('dependencies', () => {
  it.each(Object.keys(ours.dependencies ?? {}))('%s: every peer it requires is a dependency or a peer of ours', (name) => {
    const { peerDependencies = {}, peerDependenciesMeta = {} } = manifestOf(name);
    const required = Object.keys(peerDependencies).filter((peer) => !peerDependenciesMeta[peer]?.optional);
    const provided = { ...ours.dependencies, ...ours.peerDependencies };
    expect(required.filter((peer) => !(peer in provided))).toEqual([]);
  });
});
