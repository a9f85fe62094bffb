import { createServer } from 'node:http';
import { createMockRampService } from '../src/mock';
import { toNodeHandler } from '../src/server';
import { closeOnSignals, exitWith, listen, portFrom } from './serve';

// Serves the mock ramp service on its own, so a host can point RAMP_BASE_URL at it.
async function main(): Promise<void> {
  const port = portFrom(process.env.PORT, 4010);
  const host = process.env.HOST ?? '127.0.0.1';
  const webhookUrl = process.env.RAMP_WEBHOOK_URL?.trim();
  const webhookSecret = process.env.RAMP_WEBHOOK_SECRET?.trim();
  const mock = createMockRampService({
    secretKey: process.env.RAMP_SECRET_KEY?.trim() || undefined,
    maxReceived: 100,
    lifecycle: { settleAfterMs: Number(process.env.RAMP_MOCK_SETTLE_MS?.trim() || 0) || 0 },
    webhooks: webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : undefined,
  });
  const server = createServer(toNodeHandler(mock.handle));
  const url = await listen(server, port, host);
  console.log(`Mock ramp service listening on ${url}`);
  console.log(`  RAMP_BASE_URL=${url}`);
  console.log(`  RAMP_SECRET_KEY=${mock.secretKey}   (a test key for this mock only)`);
  console.log(`  Key header: ${mock.secretHeader}`);
  console.log(webhookUrl && webhookSecret ? `  Webhooks to ${webhookUrl}` : '  No webhooks: set RAMP_WEBHOOK_URL and RAMP_WEBHOOK_SECRET to receive them');
  closeOnSignals(() => {
    mock.stop();
    return new Promise((resolve) => server.close(() => resolve()));
  });
}

main().catch(exitWith);
