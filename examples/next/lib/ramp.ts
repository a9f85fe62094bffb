import { createRampServer } from 'naira-ramp/server';
import { stores } from './store';

// Settings come from the environment (RAMP_SECRET_KEY, RAMP_BUSINESS_ID, RAMP_LINK_TAG, RAMP_BASE_URL,
// RAMP_WEBHOOK_SECRET, ...), read on the first request, so `next build` needs none of them.
// One server for both handlers: they share its store, so the status route serves what webhooks taught.
// Before going live: `authorize` tells the signer who your user is, and `rateLimit` caps each client.
// Without them anyone who reaches /api/ramp can use your key (the package README's "Security model").
export const { signer, webhooks } = createRampServer({
  basePath: '/api/ramp',
  // Who each client is, for every limit: on Vercel its edge's header ('cloudflare' on Cloudflare,
  // the number of your proxies behind your own load balancer; README "Rate limiting").
  trustProxy: 'vercel',
  // In memory, or in PostgreSQL with DATABASE_URL (lib/store.ts).
  ...stores,
  onEvent: (event) => console.log('ramp webhook', event.event, event.reference, event.status),
});
