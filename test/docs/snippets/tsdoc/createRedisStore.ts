import { createClient } from 'redis';
import { createRampServer, createRedisIdempotencyStore, createRedisStore } from 'naira-ramp/server';

const client = createClient({ url: process.env.REDIS_URL });
// Without a listener, a lost connection is an unhandled 'error' event and ends the process.
client.on('error', (error: Error) => console.error('Redis:', error.message));
await client.connect();

// Every instance shares statuses, owners, webhook deliveries seen and the rate-limit counters.
const store = createRedisStore({ client, prefix: 'myapp:ramp:' });

export const { signer, webhooks } = createRampServer({
  basePath: '/api/ramp',
  store,
  idempotency: { store: createRedisIdempotencyStore({ client, prefix: 'myapp:ramp:' }) },
  rateLimit: { limit: 30, windowMs: 60_000, store },
});
