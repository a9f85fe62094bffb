import { assertRampSignerConfig, assertRampWebhookConfig, createRampServer, type RampServerOptions } from 'naira-ramp/server';

const options: RampServerOptions = { basePath: '/api/ramp' };
// Where the server starts: each throws naming what is missing (the receiver: RAMP_WEBHOOK_SECRET),
// instead of a handler answering 500 "configuration" to every call while the service retries its deliveries.
assertRampSignerConfig(options);
assertRampWebhookConfig(options);

export const { signer, webhooks } = createRampServer(options);
