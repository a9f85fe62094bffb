import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Packed } from '../../scripts/pack';
import { inject } from 'vitest';
import { backgroundResult } from '../support/background';
import { copyFixtures, installTarball } from './workspace';

/** The tarball, and a consumer folder where it is installed as node_modules/naira-ramp. */
export type PackedConsumer = {
  packed: Packed;
  /** The consumer folder (holds the fixtures). */
  consumer: string;
  /** The installed package folder. */
  installed: string;
  /** The installed package.json. */
  manifest: Manifest;
  cleanup: () => void;
};

/** The parts of package.json the checks read. */
export type Manifest = {
  name: string;
  type?: string;
  exports: Record<string, string | Record<string, string>>;
  files?: string[];
  sideEffects?: boolean | string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
  bin?: Record<string, string>;
  repository?: { type: string; url: string };
  homepage?: string;
  bugs?: { url: string };
  keywords?: string[];
};

/** Installs the run's tarball (packed once, as `npm publish` would) into a fresh consumer folder. */
export async function packAndInstall(): Promise<PackedConsumer> {
  const packed = await backgroundResult<Packed>(inject('packDir'), 'npm pack');
  const root = mkdtempSync(join(tmpdir(), 'naira-ramp-package-'));
  try {
    const consumer = join(root, 'consumer');
    mkdirSync(consumer);
    copyFixtures(consumer);
    const installed = installTarball(packed.tarball, consumer);
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Manifest;
    return { packed, consumer, installed, manifest, cleanup: () => rmSync(root, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
