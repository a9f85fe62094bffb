import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The one-script-tag build: `<naira-buy-ramp>` and `<naira-sell-ramp>` with React and every
 * dependency inside, for a page without a bundler (`npm run build` writes it to dist/standalone).
 *
 * - `naira-ramp.js`, the file a page names, only re-exports the first paint's chunk. Its name never
 *   changes, so a page can link it; every chunk is named by its content hash and can be cached for good.
 * - Everything the first paint runs is one chunk (`first-paint-*`); each later step is a chunk of its
 *   own, fetched only when needed. Chunks import each other by relative URL, so they load from beside
 *   the script wherever the folder is served, and none imports `naira-ramp.js` itself: a page that adds
 *   a query string to it (`?ver=2`, as some CMSs do) still gets one copy of React, not two.
 */
export default defineConfig({
  plugins: [react()],
  // React and the rest are bundled, so they are built as a production page would build them.
  define: { 'process.env.NODE_ENV': '"production"' },
  oxc: { jsx: { development: false } },
  build: {
    outDir: 'dist/standalone',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    minify: true,
    copyPublicDir: false,
    // No preload helper: it would resolve chunk URLs against the page's base, not the script's.
    modulePreload: false,
    rolldownOptions: {
      input: 'src/elements/index.ts',
      preserveEntrySignatures: 'strict',
      output: {
        entryFileNames: 'naira-ramp.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        format: 'es',
        codeSplitting: { groups: [{ name: 'first-paint', tags: ['$initial'] }] },
      },
    },
  },
});
