import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const demoRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The demo page's one Vite config: `npm start` serves it through Vite's dev server, and
 * `npm run demo:build` builds it into demo/dist as a host ships its page (production React, the
 * widgets' lazy steps as chunks of their own), which `DEMO_PAGE_DIR=demo/dist npm start` serves.
 */
export default defineConfig({
  root: demoRoot,
  plugins: [react()],
  // The page imports the widgets from the repository's src, above the demo's root.
  server: { fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] } },
  build: { outDir: 'dist', emptyOutDir: true },
});
