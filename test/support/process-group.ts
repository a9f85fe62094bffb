import type { ChildProcess } from 'node:child_process';

/**
 * Stops a child started with `detached: true` (a process group of its own) together with everything it
 * spawned: npm, npx or a launcher such as the deno package's bin script run the real server as their own
 * child, which a signal to the launcher alone would leave running. SIGTERM, then SIGKILL after 5 s.
 */
export function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const force = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 5_000);
  return exited.finally(() => clearTimeout(force));
}
