import { createMemoryIdempotencyStore, createRampServer } from 'naira-ramp/server';

// One busy process: room for 50,000 Idempotency-Keys (the default store keeps 10,000), each for 24 hours.
export const { signer, webhooks } = createRampServer({
  basePath: '/api/ramp',
  idempotency: { store: createMemoryIdempotencyStore({ maxEntries: 50_000 }) },
});
