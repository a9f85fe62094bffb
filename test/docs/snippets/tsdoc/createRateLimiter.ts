import { createRateLimiter } from 'naira-ramp/server';

declare function emailSupport(form: FormData): Promise<void>;

// The signer limits itself (its `rateLimit` option); this guards a route of yours the same way.
// Next.js on Vercel, app/api/support/route.ts: 5 messages a minute per client.
const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, trustProxy: 'vercel' });

export async function POST(request: Request) {
  const refused = await limiter.check(request); // 429 with Retry-After, in the signer's error shape
  if (refused) return refused;
  await emailSupport(await request.formData());
  return new Response(null, { status: 204 });
}
