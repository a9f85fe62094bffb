import { spawn } from 'node:child_process';
import { stopGroup } from '../../support/process-group';
import { freePort, waitForHttp } from '../../e2e/support/ports';
import { hostEnv } from './consumer';

/** A consumer app's server running in its own process group, with everything it printed. */
export type AppServer = { url: string; output: () => string; stop: () => Promise<void> };

/** Where a server answers first, what else its environment holds, and its port (default: a free one). */
export type StartOptions = { path?: string; env?: Record<string, string>; port?: number };

/** Starts `command` in `cwd` with PORT set to a loopback port; resolves once `path` answers. */
export async function startAppServer(command: string, args: (port: number) => string[], cwd: string, { path = '/', env = {}, port: given }: StartOptions = {}): Promise<AppServer> {
  const port = given ?? (await freePort());
  const child = spawn(command, args(port), {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: hostEnv({ PORT: String(port), HOST: '127.0.0.1', ...env }),
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}${path}`, 60_000, () => child.exitCode === null);
  } catch (error) {
    await stopGroup(child);
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
  }
  return { url, output: () => output, stop: () => stopGroup(child) };
}
