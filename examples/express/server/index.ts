import express from 'express';
import { migrateRampStore } from 'naira-ramp/server';
import { app } from './app.js';
import { pool } from './store.js';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (process.argv.includes('--dev')) {
  // In development Vite serves the page from source, with hot reload.
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'spa' });
  app.use(vite.middlewares);
} else {
  // In production, the page `vite build` made.
  app.use(express.static('build/client'));
}

// With DATABASE_URL, the signer's tables exist before the first request.
if (pool) await migrateRampStore(pool);
app.listen(port, host, () => console.log(`Shop on http://${host}:${port}`));
