import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a command printed and how it ended. */
export type Run = { code: number | null; output: string; ms: number };

/** A consumer app in a temporary folder with the tarball and its own packages installed from npm. */
export type Consumer = {
  dir: string;
  /** Exactly what `npm install` was given, tarball first. */
  installed: string[];
  /** How long the install took, in ms. */
  installMs: number;
  /** Runs a command in the app folder to completion; never throws. */
  run(command: string, args: string[], env?: Record<string, string>): Promise<Run>;
  /** Path of a tool the app installed (node_modules/.bin), run without npx and its chatter. */
  bin(name: string): string;
  /** The version of a package as installed in the app. */
  versionOf(name: string): string;
  cleanup(): void;
};

// Set by vitest (NODE_ENV=test and Vite's import.meta.env mirrored into process.env): in a child they
// would change how Vite, React and Next build, e.g. a production bundle calling React's dev-only jsxDEV.
const TEST_RUNNER = new Set(['NODE_ENV', 'TEST', 'BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR']);

/**
 * The environment a host's shell would have: no test-runner variables and none of what `npm run`
 * says about this project (npm_config_local_prefix names it: a nested npm must not install here);
 * the user's npm settings (cache, registry, CA) are kept, so the cache is shared. No telemetry.
 */
export function hostEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) {
    const aboutThisRun = /^npm_(package_|lifecycle_|command$|execpath$|node_execpath$|config_local_prefix$)/.test(name);
    if (TEST_RUNNER.has(name) || name.startsWith('VITEST') || aboutThisRun) delete env[name];
  }
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false', ...extra };
}

/** Runs a command to completion, collecting its output; a timeout kills it. */
export function runCommand(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, timeoutMs = 240_000): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      output += `\n[killed after ${timeoutMs} ms]`;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => (output += String(error)));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}

/** Build output, installed packages and local settings: a copy of an app starts as a fresh clone would. */
const LEFT_BEHIND = /(^|\/)(node_modules|\.next|dist|build|\.env\.local|next-env\.d\.ts)$/;

/** A consumer app's source: one of `examples/`, or a fixture under `test/consumers/.fixtures/`. */
export const appSource = {
  example: (name: string) => fileURLToPath(new URL(`../../../examples/${name}/`, import.meta.url)),
  fixture: (name: string) => fileURLToPath(new URL(`../.fixtures/${name}/`, import.meta.url)),
};

/**
 * Copies an app to a temporary folder and installs the tarball with `packages` from the npm
 * registry, as a host would (`npm install` also installs what the app's package.json lists).
 * npm's shared cache is used and preferred, so a second run installs without fetching what it has.
 */
export async function createConsumer(source: string, tarball: string, packages: string[] = []): Promise<Consumer> {
  const name = basename(source);
  const dir = mkdtempSync(join(tmpdir(), `naira-ramp-${name}-`));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    cpSync(source, dir, { recursive: true, filter: (path) => !LEFT_BEHIND.test(path.slice(source.length - 1)) });
    const installed = [tarball, ...packages];
    const install = await runCommand('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...installed], dir, hostEnv());
    if (install.code !== 0) throw new Error(`npm install failed in the ${name} app:\n${install.output}`);
    return {
      dir,
      installed,
      installMs: install.ms,
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
