import { createRampServer } from 'naira-ramp/server';

// app/api/ramp/[...path]/route.ts on Vercel's Edge runtime. Each isolate keeps its own memory
// store, unshared and short-lived: give them one shared store of your own (a RampStore).
export const runtime = 'edge';

const { signer, webhooks } = createRampServer({ basePath: '/api/ramp', trustProxy: 'vercel' });

export const GET = signer;
export const HEAD = signer;
export function POST(request: Request, context: object): Promise<Response> {
  return new URL(request.url).pathname === '/api/ramp/webhooks' ? webhooks(request) : signer(request, context);
}
