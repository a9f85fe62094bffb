import { jwtVerify } from 'jose';
import { createRampSigner } from 'naira-ramp/server';

const key = new TextEncoder().encode(process.env.SESSION_JWT_SECRET);

export const signer = createRampSigner({
  basePath: '/api/ramp',
  async authorize(request) {
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!token) return new Response(null, { status: 401 });
    try {
      const { payload } = await jwtVerify(token, key, { issuer: 'https://shop.example' });
      return { userId: String(payload.sub) };
    } catch {
      return new Response(null, { status: 401 });
    }
  },
});
