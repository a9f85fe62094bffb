// @ts-check
import { createRampServer, toNodeHandler } from 'naira-ramp/server';

/**
 * The signer at /api/ramp and the webhook receiver at /api/ramp/webhooks, as one Connect-style
 * middleware: Vite's dev server uses it in development, server/index.js in production.
 * @param {Record<string, string | undefined>} env where the RAMP_* settings are read
 * @returns {import('vite').Connect.NextHandleFunction}
 */
export function rampMiddleware(env) {
  // Before going live: `authorize` tells the signer who your user is, and `rateLimit` caps each client.
  // Without them anyone who reaches /api/ramp can use your key (the package README's "Security model").
  // One server for both handlers: they share its store, so the status route serves what webhooks taught.
  const server = createRampServer({
    basePath: '/api/ramp',
    // Each client is the connection's address (the Node adapter passes it); behind a load balancer
    // of yours, set trustProxy to the number of proxies in front (README "Rate limiting").
    trustProxy: false,
    env,
    onEvent: (event) => console.log('ramp webhook', event.event, event.reference, event.status),
  });
  const signer = toNodeHandler(server.signer);
  const webhooks = toNodeHandler(server.webhooks);
  return (req, res, next) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/api/ramp/webhooks') return void webhooks(req, res);
    if (path?.startsWith('/api/ramp/')) return void signer(req, res);
    next();
  };
}
