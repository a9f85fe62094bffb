import { createMemoryStore, createRampSigner, createRampWebhookHandler } from 'naira-ramp/server';

// One process, the signer and the webhook receiver made apart: one store for both, so the status
// route serves what webhooks taught; room for 50,000 keys of each kind (the default store: 30,000).
const store = createMemoryStore({ maxEntries: 50_000 });

export const signer = createRampSigner({ basePath: '/api/ramp', store });
export const webhooks = createRampWebhookHandler({ store });
