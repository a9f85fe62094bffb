import { createRampServer } from 'naira-ramp/server';

// `deno serve --allow-net --allow-env deno.ts`. Settings come from the environment; the memory
// store lives in this process (give several processes one Redis store, as on Node).
const { signer, webhooks } = createRampServer({ basePath: '/api/ramp' });

export default {
  // Deno hands over the connection: its address tells clients apart for every limit.
  fetch(request: Request, info: { remoteAddr: { hostname: string } }): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/ramp/webhooks') return webhooks(request);
    return signer(request, { clientAddress: info.remoteAddr.hostname });
  },
};
