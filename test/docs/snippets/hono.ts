import { Hono } from 'hono';
import { createRampSigner } from 'naira-ramp/server';

const signer = createRampSigner({ basePath: '/api/ramp' });

export const app = new Hono();
app.all('/api/ramp/*', (c) => signer(c.req.raw));
