import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInit } from '../../../src/bin/init/run';
import { expressApp, nextApp, read, scripts, viteApp } from './support';

/** Every file under dir with its text, package.json included: what a run may have changed. */
function snapshot(dir: string, under = ''): Record<string, string> {
  return Object.fromEntries(
    readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
      const path = under ? `${under}/${entry.name}` : entry.name;
      return entry.isDirectory() ? Object.entries(snapshot(dir, path)) : [[path, read(dir, path)]];
    }),
  );
}

// Each framework's app, and a file init writes into it that a host may already have.
const frameworks = [
  { name: 'next', app: () => nextApp(), file: 'lib/ramp.ts' },
  { name: 'vite', app: () => viteApp(), file: 'server/ramp.js' },
  { name: 'express', app: () => expressApp(), file: 'server/ramp.mjs' },
] as const;

describe.each(frameworks)('naira-ramp init --framework $name', ({ name, app, file }) => {
  it('with --dry-run lists what it would write and writes nothing', () => {
    const dir = app();
    const before = snapshot(dir);
    const lines = runInit(['--framework', name, '--dry-run'], dir);
    expect(lines[0]).toMatch(/\(dry run: nothing written\)$/);
    expect(lines).toContain(`  would write  ${file}`);
    expect(lines).toContain('  would write  .env.local');
    expect(lines).toContain('  would write  package.json script "mock"');
    expect(snapshot(dir)).toEqual(before);
  });

  it('writes .env.local with the settings of .env.example, never telling it to copy itself', () => {
    const dir = app();
    runInit(['--framework', name], dir);
    const settings = (text: string) => text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(settings(read(dir, '.env.local'))).toEqual(settings(read(dir, '.env.example')));
    expect(read(dir, '.env.example')).toMatch(/^# Copy to \.env\.local\./);
    expect(read(dir, '.env.local')).not.toContain('Copy to .env.local');
    expect(read(dir, '.env.local')).toMatch(/^# These values drive the mock ramp service/);
  });

  it('changes nothing on a second run, and says so', () => {
    const dir = app();
    runInit(['--framework', name], dir);
    const after = snapshot(dir);
    const lines = runInit(['--framework', name], dir);
    expect(lines.filter((line) => /^ {2}(write|add to|replace|skipped|not as expected)/.test(line))).toEqual([]);
    expect(lines).toContain(`  unchanged  ${file}`);
    expect(snapshot(dir)).toEqual(after);
  });

  it("never replaces a file of the host's without --force, and never its .env.local nor a script of the same name", () => {
    const dir = app();
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), '// mine\n');
    writeFileSync(join(dir, '.env.local'), 'RAMP_SECRET_KEY=my_real_key\n');
    const pkg = JSON.parse(read(dir, 'package.json')) as { scripts?: Record<string, string> };
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...pkg, scripts: { ...pkg.scripts, mock: 'my-own-mock' } }));
    const lines = runInit(['--framework', name], dir);
    expect(lines).toContain(`  skipped: it exists with other content (--force replaces it)  ${file}`);
    expect(lines).toContain('  kept (yours; never replaced)  .env.local');
    expect(lines).toContain('  skipped: it exists with other content (--force replaces it)  package.json script "mock"');
    expect(lines).toContain('Some files were left as they are: compare them with what init writes (--dry-run lists them), or pass --force.');
    expect(read(dir, file)).toBe('// mine\n');

    const forced = runInit(['--framework', name, '--force'], dir);
    expect(forced).toContain(`  replace (--force)  ${file}`);
    expect(read(dir, file)).not.toBe('// mine\n');
    expect(read(dir, '.env.local')).toBe('RAMP_SECRET_KEY=my_real_key\n');
    expect(scripts(dir).mock).toBe('my-own-mock');
  });
});
