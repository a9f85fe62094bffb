import { createClient } from 'redis';
import { createRampServer, createRedisIdempotencyStore, createRedisStore } from 'naira-ramp/server';

const client = createClient({ url: process.env.REDIS_URL });
client.on('error', (error: Error) => console.error('Redis:', error.message));
await client.connect();

// A retry that lands on another instance finds the first attempt's Idempotency-Key and gets its answer.
export const { signer, webhooks } = createRampServer({
  basePath: '/api/ramp',
  store: createRedisStore({ client, prefix: 'myapp:ramp:' }),
  idempotency: { store: createRedisIdempotencyStore({ client, prefix: 'myapp:ramp:' }) },
});
