import express from 'express';
import { createRampServer, toNodeHandler } from 'naira-ramp/server';
import { stores } from './store.js';

// Settings come from the environment: RAMP_SECRET_KEY, RAMP_BUSINESS_ID, RAMP_LINK_TAG, RAMP_BASE_URL,
// RAMP_WEBHOOK_SECRET, ... One server for both handlers: they share its store, so the status route serves what webhooks taught.
// Before going live: `authorize` tells the signer who your user is, and `rateLimit` caps each client.
// Without them anyone who reaches /api/ramp can use your key (the package README's "Security model").
const { signer, webhooks } = createRampServer({
  basePath: '/api/ramp',
  // Each client is the connection's address (the Node adapter passes it); behind a load balancer
  // of yours, set trustProxy to the number of proxies in front (README "Rate limiting").
  trustProxy: false,
  // In memory, or in PostgreSQL with DATABASE_URL (server/store.ts).
  ...stores,
  onEvent: (event) => console.log('ramp webhook', event.event, event.reference, event.status),
});

export const app = express();
// The app's own body parsers may come first: the adapter takes the body they parsed.
app.use(express.json());
app.use(express.urlencoded({ extended: false }));
app.post('/api/ramp/webhooks', toNodeHandler(webhooks));
app.use('/api/ramp', toNodeHandler(signer));
