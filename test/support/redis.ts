import { spawn } from 'node:child_process';
import { createClient } from 'redis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { delimiter, join } from 'node:path';

/** A throwaway redis-server on loopback, started for one test file. */
export type RedisServer = {
  url: string;
  port: number;
  /** SIGTERM, and wait for it to exit. */
  stop: () => Promise<void>;
  /** SIGKILL, as a crash or a lost machine: nothing is flushed on the way out. */
  kill: () => Promise<void>;
};

/** Full path of `redis-server` found on PATH, or undefined. */
export function findRedisServer(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, 'redis-server');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

/** Why the Redis tests cannot run here; CI must fail on it, a developer machine may skip. */
export const REDIS_MISSING =
  'redis-server is not on PATH. Install Debian\'s package (apt-get install redis-server); CI must run the Redis store tests, never skip them.';

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

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * How a test's redis-server keeps data: not at all (the default), or every write in an append-only
 * file in `dir`, flushed to disk before each reply (`always`, the default) or once a second (`everysec`).
 */
export type RedisPersistence = { appendonly: false } | { appendonly: true; dir: string; fsync?: 'always' | 'everysec' };

/** Starts `redis-server` on loopback (a free port, or the one given, as a restart needs) and waits for PING. */
export async function startRedisServer(binary: string, options: { port?: number; persistence?: RedisPersistence } = {}): Promise<RedisServer> {
  const port = options.port ?? (await freePort());
  const persistence = options.persistence ?? { appendonly: false };
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', ''];
  args.push(...(persistence.appendonly ? ['--appendonly', 'yes', '--appendfsync', persistence.fsync ?? 'always', '--dir', persistence.dir] : ['--appendonly', 'no']));
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited(child);
  };
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (child.exitCode !== null) throw new Error(`redis-server exited early: ${stderr}`);
    if (await ping(port)) return { url: `redis://127.0.0.1:${port}`, port, stop, kill };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`redis-server did not answer PING on port ${port} within 10 s: ${stderr}`);
}

/**
 * Registers tests that need `redis-server` itself (to start, kill and restart their own): `body`
 * gets its path. Without it, CI fails (it must run them) and a developer machine skips with the reason.
 */
export function redisBinarySuite(label: string, body: (binary: string) => void): void {
  const binary = findRedisServer();
  if (binary !== undefined) return body(binary);
  if (process.env.CI) it('finds redis-server on PATH', () => expect.fail(REDIS_MISSING));
  else it.skip(`${label} skipped: ${REDIS_MISSING}`, () => undefined);
}

/**
 * Registers a file's Redis tests: a throwaway redis-server is started before them and stopped after.
 * `body` gets a function returning the started server and registers its own clients and tests.
 */
export function redisSuite(label: string, body: (server: () => RedisServer) => void): void {
  redisBinarySuite(label, (binary) => {
    let server: RedisServer | undefined;
    beforeAll(async () => {
      server = await startRedisServer(binary);
    }, 20_000);
    // After hooks run in reverse order, so a file's clients close before the server stops.
    afterAll(async () => {
      await server?.stop();
    });
    body(() => {
      if (!server) throw new Error('redis-server has not started');
      return server;
    });
  });
}

/** A client of the `redis` package, as the tests make them. */
export type RedisTestClient = ReturnType<typeof createClient>;

/**
 * Registers a file's Redis tests with one client of the suite's server, connected before them and
 * closed after: `body` gets a function returning it.
 */
export function redisClientSuite(label: string, body: (client: () => RedisTestClient, server: () => RedisServer) => void): void {
  redisSuite(label, (server) => {
    let client: RedisTestClient | undefined;
    beforeAll(async () => {
      client = createClient({ url: server().url });
      await client.connect();
    });
    afterAll(async () => {
      await client?.close();
    });
    body(() => {
      if (!client) throw new Error('the Redis client has not connected');
      return client;
    }, server);
  });
}
