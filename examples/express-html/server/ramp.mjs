import express from 'express';
import { createRampServer, toNodeHandler } from 'naira-ramp/server';

// Settings come from the environment: RAMP_SECRET_KEY, RAMP_BUSINESS_ID, RAMP_LINK_TAG, RAMP_BASE_URL,
// RAMP_WEBHOOK_SECRET, ... One server for both handlers: they share its store, so the status route serves what webhooks taught.
// Before going live: `authorize` tells the signer who your user is, and `rateLimit` caps each client.
// Without them anyone who reaches /api/ramp can use your key (the package README's "Security model").
const { signer, webhooks } = createRampServer({
  basePath: '/api/ramp',
  // Each client is the connection's address; behind a load balancer of yours, set trustProxy to the
  // number of proxies in front (README "Rate limiting").
  trustProxy: false,
  onEvent: (event) => console.log('ramp webhook', event.event, event.reference, event.status),
});

/** The webhook receiver, then the signer, at /api/ramp: `app.use(rampRoutes)` in any Express app. */
export const rampRoutes = express.Router();
rampRoutes.post('/api/ramp/webhooks', toNodeHandler(webhooks));
rampRoutes.use('/api/ramp', toNodeHandler(signer));
