import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { accessSync, chownSync, constants, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/** The two programs a test's PostgreSQL needs: `initdb` makes a data folder, `postgres` serves it. */
export type PostgresBinaries = { initdb: string; postgres: string };

/** A throwaway PostgreSQL on loopback with its own data folder, started for one test file. */
export type PostgresServer = {
  /** `postgres://ramp@127.0.0.1:<port>/postgres`, trusted without a password. */
  url: string;
  port: number;
  /** Starts it again on the same port and data (after `stop` or `kill`), and waits until it answers. */
  start: () => Promise<void>;
  /** A fast shutdown (SIGINT): connections are closed, every commit is kept. */
  stop: () => Promise<void>;
  /** SIGKILL to the server and every backend, as a crash or a lost machine: it recovers from its log on `start`. */
  kill: () => Promise<void>;
  /** Stops it and deletes its data folder. */
  remove: () => Promise<void>;
};

const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * `initdb` and `postgres` from PATH, else from Debian's /usr/lib/postgresql/<version>/bin (the
 * newest), where the `postgresql` package puts them without adding them to PATH; else undefined.
 */
export function findPostgresBinaries(): PostgresBinaries | undefined {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  let versions: string[] = [];
  try {
    versions = readdirSync('/usr/lib/postgresql').filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
  } catch {
    // No Debian package installed.
  }
  for (const dir of [...dirs, ...versions.map((version) => `/usr/lib/postgresql/${version}/bin`)]) {
    const [initdb, postgres] = [join(dir, 'initdb'), join(dir, 'postgres')];
    if (executable(initdb) && executable(postgres)) return { initdb, postgres };
  }
  return undefined;
}

/** Why the PostgreSQL tests cannot run here; CI must fail on it, a developer machine may skip. */
export const POSTGRES_MISSING =
  "PostgreSQL's initdb and postgres are neither on PATH nor under /usr/lib/postgresql/<version>/bin. Install Debian's package (apt-get install postgresql); CI must run the PostgreSQL store tests, never skip them.";

/**
 * Who runs the server: this process's user, or, as root (CI runs as root, and postgres refuses
 * to), the `postgres` user Debian's package creates, else `nobody`. Node switches the child's user
 * itself (spawn's uid and gid), so neither sudo nor runuser is needed.
 */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const users = readFileSync('/etc/passwd', 'utf8').split('\n').map((line) => line.split(':'));
  for (const name of ['postgres', 'nobody']) {
    const entry = users.find((fields) => fields[0] === name);
    if (entry) return { uid: Number(entry[2]), gid: Number(entry[3]) };
  }
  throw new Error('Running as root, with neither a postgres nor a nobody user to run PostgreSQL as (it refuses to run as root).');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

// Loopback only, no Unix socket (none of the server user's folders is needed).
const SETTINGS = ['max_connections=60', 'unix_socket_directories=', 'listen_addresses=127.0.0.1'];
// For tests: no fsync, little memory. A killed process loses nothing the kernel has; only a lost machine would.
// synchronous_commit stays on: a commit is written out before it is acknowledged.
const FAST = ['fsync=off', 'shared_buffers=16MB'];

/** How the server keeps commits: `fast` (tests, no fsync) or `durable` (PostgreSQL's defaults: every commit flushed to disk). */
export type PostgresStartOptions = { durability?: 'fast' | 'durable' };

/** Makes a data folder owned by the server's user, runs initdb in it, and starts PostgreSQL on a free port. */
export async function startPostgresServer(binaries: PostgresBinaries, options: PostgresStartOptions = {}): Promise<PostgresServer> {
  const user = serverUser();
  const dataDir = mkdtempSync(join(tmpdir(), 'naira-ramp-pg-'));
  if (user) chownSync(dataDir, user.uid, user.gid);
  const as = user ?? {};
  await promisify(execFile)(binaries.initdb, ['-D', dataDir, '-U', 'ramp', '--auth=trust', '--no-sync', '--encoding=UTF8', '--locale=C'], as);
  const port = await freePort();
  const url = `postgres://ramp@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | undefined;

  const start = async () => {
    const settings = [...SETTINGS, ...(options.durability === 'durable' ? [] : FAST)];
    const args = ['-D', dataDir, '-p', String(port), ...settings.flatMap((setting) => ['-c', setting])];
    // Its own process group, so a kill reaches the backends too, as when the machine goes.
    const started = spawn(binaries.postgres, args, { ...as, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    child = started;
    let stderr = '';
    started.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    for (let waited = 0; waited < 20_000; waited += 50) {
      if (started.exitCode !== null) throw new Error(`postgres exited early: ${stderr}`);
      if (await answers(url)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`postgres did not answer on port ${port} within 20 s: ${stderr}`);
  };
  const signal = async (name: NodeJS.Signals, group: boolean) => {
    const running = child;
    if (!running?.pid || running.exitCode !== null || running.signalCode !== null) return;
    if (group) process.kill(-running.pid, name);
    else running.kill(name);
    await exited(running);
  };
  const server: PostgresServer = {
    url,
    port,
    start,
    stop: () => signal('SIGINT', false),
    kill: () => signal('SIGKILL', true),
    remove: async () => {
      await signal('SIGINT', false);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await start();
  return server;
}
