import { createMockRampService, type MockRampOptions } from '../../../src/mock';
import { createRampSigner, createRampWebhookHandler, type RampSignerOptions, type RampWebhookEvent, type RampWebhookOptions } from '../../../src/server';

/** A webhook secret distinctive enough that finding it in a log line is certain to be a leak. */
export const WEBHOOK_SECRET = 'whsec_Zq8X-WEBHOOK-SECRET-7d1c9e44';

/**
 * Signer and webhook receiver built from one options object (so they share its default store),
 * over a mock that posts its webhooks to the receiver in-process. `events` lists what `onEvent` got.
 */
export function webhookChain(extra: { signer?: RampSignerOptions & RampWebhookOptions; mock?: MockRampOptions } = {}) {
  const events: RampWebhookEvent[] = [];
  const logs: string[] = [];
  const logger = { warn: (message: string, fields?: object) => logs.push(`${message} ${JSON.stringify(fields ?? {})}`) };
  // The receiver exists only once the signer's options (which need the mock's key) do.
  const target: { receive?: (request: Request) => Promise<Response> } = {};
  const mock = createMockRampService({
    lifecycle: { settleAfterMs: 60_000 },
    webhooks: { url: 'https://shop.example/api/ramp/webhooks', secret: WEBHOOK_SECRET, retryDelayMs: 1, fetch: (input, init) => target.receive!(new Request(input, init)) },
    ...extra.mock,
  });
  const options: RampSignerOptions & RampWebhookOptions = {
    secretKey: mock.secretKey,
    businessId: 'biz_hooks',
    linkTag: 'link_hooks',
    baseUrl: 'https://ramp.example',
    basePath: '/api/ramp',
    env: {},
    fetch: mock.fetch,
    logger,
    webhookSecret: WEBHOOK_SECRET,
    onEvent: (event) => void events.push(event),
    ...extra.signer,
  };
  const signer = createRampSigner(options);
  const webhooks = createRampWebhookHandler(options);
  target.receive = webhooks;
  return { mock, signer, webhooks, events, logs, options };
}

/** A delivery as the service posts it; `secret` null leaves the header out. */
export function delivery(body: unknown, secret: string | null = WEBHOOK_SECRET, header = 'bridge-webhook-secret'): Request {
  return new Request('https://shop.example/api/ramp/webhooks', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret === null ? {} : { [header]: secret }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The status the signer's route answers for a reference, or its HTTP status when not 200. */
export async function statusAt(signer: (request: Request) => Promise<Response>, reference: string): Promise<string | number> {
  const response = await signer(new Request(`https://shop.example/api/ramp/transactions/${encodeURIComponent(reference)}`));
  if (response.status !== 200) return response.status;
  return ((await response.json()) as { status: string }).status;
}
