import express from 'express';
import session from 'express-session';
import { createRampSigner, toNodeHandler } from 'naira-ramp/server';

// What your sign-in route stores in the session, declared once for TypeScript.
declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}

export const app = express();
app.use(session({ secret: process.env.SESSION_SECRET!, resave: false, saveUninitialized: false, cookie: { sameSite: 'lax', secure: true } }));
app.use('/api/ramp', toNodeHandler(createRampSigner({
  basePath: '/api/ramp',
  // Under the Node adapter, context.incoming is Express's req, after every middleware before this one.
  authorize(request, { incoming }) {
    const { userId } = (incoming as express.Request).session;
    return userId ? { userId } : new Response(null, { status: 401 });
  },
})));
