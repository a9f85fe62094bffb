import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// The widgets call the signer at /api/ramp on the page's origin. Here it is `npm run mock` (the signer over a
// mock ramp service, port 4010), proxied by Vite's dev and preview servers; in production, mount the signer
// on your own server at /api/ramp (the package README's Express, Next.js or other runtimes).
const signer = { '/api/ramp': process.env.RAMP_SIGNER_URL ?? 'http://127.0.0.1:4010' };

export default defineConfig({
  // Vue renders <naira-buy-ramp> and <naira-sell-ramp> as custom elements, not as Vue components.
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('naira-') } } })],
  server: { proxy: signer },
  preview: { proxy: signer },
});
