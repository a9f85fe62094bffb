import { createClient } from 'redis';
import { createRampServer, createRedisIdempotencyStore, createRedisStore } from 'naira-ramp/server';

export const client = createClient({ url: process.env.REDIS_URL });
// Without a listener, a lost connection is an unhandled 'error' event and ends the process.
client.on('error', (error: Error) => console.error('Redis:', error.message));
await client.connect();

// One store for every instance: statuses, owners and webhook deliveries; idempotency keys beside them.
export const { signer, webhooks } = createRampServer({
  basePath: '/api/ramp',
  store: createRedisStore({ client, prefix: 'myapp:ramp:' }),
  idempotency: { store: createRedisIdempotencyStore({ client, prefix: 'myapp:ramp:' }) },
});
