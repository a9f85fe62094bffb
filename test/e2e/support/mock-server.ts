import { createServer, type Server } from 'node:http';
import { createMockRampService, type MockRampService } from '../../../src/mock';
import { toNodeHandler } from '../../../src/server';

/** The mock ramp service over real HTTP on a loopback port, with its request log in reach of the test. */
export type MockServer = { mock: MockRampService; url: string; close: () => Promise<void> };

/** Starts the mock on port 0 with a known key, as a host's real ramp service would be configured. */
export async function startMockServer(secretKey: string): Promise<MockServer> {
  const mock = createMockRampService({ secretKey });
  const server: Server = createServer(toNodeHandler(mock.handle));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('Mock server has no address');
  return {
    mock,
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
