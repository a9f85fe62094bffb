import express from 'express';
import { createRampSigner, createRampWebhookHandler, toNodeHandler, type RampSignerOptions, type RampWebhookOptions } from 'naira-ramp/server';
import { stores } from './store.js';

// Settings come from the environment: RAMP_SECRET_KEY, RAMP_BUSINESS_ID, RAMP_LINK_TAG, RAMP_BASE_URL,
// RAMP_WEBHOOK_SECRET, ... One options object for both, so the status route serves what webhooks taught.
// Before going live: `authorize` tells the signer who your user is, and `rateLimit` caps each client.
// Without them anyone who reaches /api/ramp can use your key (the package README's "Security model").
const options: RampSignerOptions & RampWebhookOptions = {
  basePath: '/api/ramp',
  // In memory, or in PostgreSQL with DATABASE_URL (server/store.ts).
  ...stores,
  onEvent: (event) => console.log('ramp webhook', event.event, event.reference, event.status),
};

export const app = express();
// The app's own body parsers may come first: the adapter takes the body they parsed.
app.use(express.json());
app.use(express.urlencoded({ extended: false }));
app.post('/api/ramp/webhooks', toNodeHandler(createRampWebhookHandler(options)));
app.use('/api/ramp', toNodeHandler(createRampSigner(options)));
