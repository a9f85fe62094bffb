import { createServer } from 'node:http';
import { createMockRampService } from '../src/mock';
import { toNodeHandler } from '../src/server';
import { closeOnSignals, exitWith, listen, portFrom } from './serve';

// Serves the mock ramp service on its own, so a host can point RAMP_BASE_URL at it.
async function main(): Promise<void> {
  const port = portFrom(process.env.PORT, 4010);
  const host = process.env.HOST ?? '127.0.0.1';
  const mock = createMockRampService({ secretKey: process.env.RAMP_SECRET_KEY?.trim() || undefined, maxReceived: 100 });
  const server = createServer(toNodeHandler(mock.handle));
  const url = await listen(server, port, host);
  console.log(`Mock ramp service listening on ${url}`);
  console.log(`  RAMP_BASE_URL=${url}`);
  console.log(`  RAMP_SECRET_KEY=${mock.secretKey}   (a test key for this mock only)`);
  console.log(`  Key header: ${mock.secretHeader}`);
  closeOnSignals(() => new Promise((resolve) => server.close(() => resolve())));
}

main().catch(exitWith);
