import type { Server } from 'node:http';

/** Reads a port number from the environment, refusing anything that is not one. */
export function portFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535 (got "${value}").`);
  }
  return port;
}

/** Listens, resolving with the URL to open; a taken port becomes a message saying what to do. */
export function listen(server: Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`Port ${port} on ${host} is already in use. Stop whatever is using it, or run with PORT=<another port>.`));
      } else if (error.code === 'EACCES') {
        reject(new Error(`Not allowed to listen on port ${port}. Use a port above 1023 with PORT=<port>.`));
      } else {
        reject(error);
      }
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      const shown = host.includes(':') ? `[${host}]` : host;
      resolve(`http://${shown}:${bound}`);
    });
  });
}

/** Closes cleanly on Ctrl-C or a stop signal; a second signal exits at once. */
export function closeOnSignals(close: () => Promise<void>): void {
  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    console.log(`\n${signal} received, shutting down.`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Shows enough of a key to recognise it, never enough to use it. */
export function maskKey(key: string): string {
  return key.length <= 12 ? '*'.repeat(key.length) : `${key.slice(0, 10)}…${key.slice(-4)}`;
}

/** Prints the message of a start-up failure without a stack trace, and exits. */
export function exitWith(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
