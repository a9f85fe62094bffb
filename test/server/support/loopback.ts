import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeHandler, type NodeHandler, type WebHandler } from '../../../src/server';

/** A real HTTP server on a free loopback port. */
export interface Served {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Serves a Node listener (or a web handler through the adapter) on 127.0.0.1, port 0. */
export async function serve(handler: WebHandler | NodeHandler, adapt = true): Promise<Served> {
  const listener = adapt ? toNodeHandler(handler as WebHandler) : (handler as NodeHandler);
  const server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
