import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { backgroundResult } from '../../support/background';
import { stopGroup } from '../../support/process-group';
import { freePort, waitForHttp } from './ports';

/** The demo host running as its own process, with everything it printed. */
export type DemoServer = { url: string; output: () => string; stop: () => Promise<void> };

const repoRoot = new URL('../../../', import.meta.url);

/** `npm start` when the package defines it, else the demo's start file under tsx, as `npm start` would run it. */
function startCommand(): string[] {
  const pkg = JSON.parse(readFileSync(new URL('package.json', repoRoot), 'utf8')) as { scripts?: Record<string, string> };
  return pkg.scripts?.start ? ['npm', 'start', '--silent'] : ['node', '--import', 'tsx', 'demo/server.ts'];
}

/**
 * Starts the demo on a free loopback port with the given environment and waits until it serves its
 * page: by default the run's production build of it (`npm run demo:build`, made once by the project's
 * global setup), as a host ships its page; with `page: 'dev'` through Vite's dev server, as `npm start` runs.
 */
export async function startDemo(env: Record<string, string>, page: 'built' | 'dev' = 'built'): Promise<DemoServer> {
  const built = page === 'built' ? { DEMO_PAGE_DIR: await backgroundResult<string>(inject('demoPageDir'), 'The demo page build') } : { DEMO_PAGE_DIR: '' };
  const port = await freePort();
  const [command, ...args] = startCommand();
  const child = spawn(command!, args, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'development', ...built, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/`, 60_000, () => child.exitCode === null);
  } catch (error) {
    await stopGroup(child);
    throw new Error(`${(error as Error).message}\n--- demo output ---\n${output}`, { cause: error });
  }
  return { url, output: () => output, stop: () => stopGroup(child) };
}
