import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../e2e/support/ports';
import type { Consumer } from './consumer';
import { startAppServer, type AppServer } from './server';

/** An example running as its README says: the mock (`npm run mock`) and the app, each on its own port. */
export type RunningExample = { url: string; app: AppServer; mock: AppServer; env: Record<string, string>; stop: () => Promise<void> };

/** How the example's production server starts on a port, and whether it reads .env.local itself (Next does). */
export type AppStart = { command: string; args: (port: number) => string[]; readsEnvFile: boolean };

/** Reads a dotenv file's `NAME=value` lines (comments and blanks left out). */
export function readEnvFile(path: string): Record<string, string> {
  const lines = readFileSync(path, 'utf8').split('\n').map((line) => line.trim());
  return Object.fromEntries(lines.filter((line) => line && !line.startsWith('#')).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

/**
 * `cp .env.example .env.local`, as the example's README says, with this run's ports in place of the
 * documented ones (the mock's address in RAMP_BASE_URL, the app's in RAMP_WEBHOOK_URL).
 */
export function writeLocalEnv(app: Consumer, appPort: number, mockPort: number): Record<string, string> {
  const example = readFileSync(join(app.dir, '.env.example'), 'utf8');
  const local = example
    .replace(/^RAMP_BASE_URL=.*$/m, `RAMP_BASE_URL=http://127.0.0.1:${mockPort}`)
    .replace(/^RAMP_WEBHOOK_URL=http:\/\/127\.0\.0\.1:\d+/m, `RAMP_WEBHOOK_URL=http://127.0.0.1:${appPort}`);
  writeFileSync(join(app.dir, '.env.local'), local);
  return readEnvFile(join(app.dir, '.env.local'));
}

/** Starts `npm run mock` and the example's production server, as a developer trying it offline would; `extra` joins the app's environment. */
export async function startWithMock(app: Consumer, start: AppStart, extra: Record<string, string> = {}): Promise<RunningExample> {
  const [appPort, mockPort] = [await freePort(), await freePort()];
  const env = writeLocalEnv(app, appPort, mockPort);
  // Settling a few seconds after creation, as the demo's mock does, so each receipt is seen pending, then completed.
  const mock = await startAppServer('npm', () => ['run', '--silent', 'mock'], app.dir, { port: mockPort, path: '/api/ramp/config', env: { RAMP_MOCK_SETTLE_MS: '3000' } });
  try {
    const server = await startAppServer(start.command, start.args, app.dir, { port: appPort, env: { ...(start.readsEnvFile ? {} : env), ...extra } });
    return { url: server.url, app: server, mock, env, stop: async () => void (await Promise.all([server.stop(), mock.stop()])) };
  } catch (error) {
    await mock.stop();
    throw error;
  }
}
