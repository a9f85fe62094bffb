import { createRampServer, type RampServer } from 'naira-ramp/server';

// A Worker gets its settings as bindings (RAMP_SECRET_KEY as a secret, the rest as vars), so the
// server is made on the first request, from them. Its memory store lives in one isolate: others,
// and a restarted one, do not see it. Give every isolate one shared store of your own (a RampStore).
let server: RampServer | undefined;

export default {
  fetch(request: Request, env: Record<string, string | undefined>): Promise<Response> {
    server ??= createRampServer({ basePath: '/api/ramp', env, trustProxy: 'cloudflare' });
    const { pathname } = new URL(request.url);
    return pathname === '/api/ramp/webhooks' ? server.webhooks(request) : server.signer(request);
  },
};
