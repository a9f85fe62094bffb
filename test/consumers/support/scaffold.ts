import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostEnv, runCommand, type Consumer } from './consumer';

/**
 * A fresh app as its framework's own scaffolder makes it (`npm create vite@9 …`, fetched from the npm
 * registry like any package), then `npm install <tarball>` and `packages`, as a host adding the package
 * would. `inside` runs the scaffolder in the app's own (new, empty) folder, as `npm init` wants.
 */
export async function scaffoldConsumer(name: string, scaffold: string[], tarball: string, { packages = [], inside = false }: { packages?: string[]; inside?: boolean } = {}): Promise<Consumer & { scaffoldMs: number }> {
  const parent = mkdtempSync(join(tmpdir(), `naira-ramp-${name}-`));
  const dir = join(parent, name);
  const cleanup = () => rmSync(parent, { recursive: true, force: true });
  try {
    if (inside) mkdirSync(dir);
    const created = await runCommand('npm', [...scaffold.slice(0, 1), '--yes', ...scaffold.slice(1)], inside ? dir : parent, hostEnv());
    if (created.code !== 0) throw new Error(`${scaffold.join(' ')} failed:\n${created.output}`);
    const install = await runCommand('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', tarball, ...packages], dir, hostEnv());
    if (install.code !== 0) throw new Error(`npm install failed in the ${name} app:\n${install.output}`);
    return {
      dir,
      installed: [tarball, ...packages],
      installMs: install.ms,
      scaffoldMs: created.ms,
      run: (command, args, env = {}) => runCommand(command, args, dir, hostEnv(env)),
      bin: (tool) => join(dir, 'node_modules', '.bin', tool),
      versionOf: (pkg) => (JSON.parse(readFileSync(join(dir, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version,
      cleanup,
    };
  } catch (error) {
    cleanup();
    throw error;
  }
}
