import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { rampMiddleware } from './server/ramp.js';

/** The signer inside Vite's dev server (and `vite preview`), with RAMP_* read from .env.local and the shell. */
function rampSigner(): Plugin {
  const envOf = (mode: string, root: string) => ({ ...loadEnv(mode, root, 'RAMP_'), ...process.env });
  return {
    name: 'ramp-signer',
    configureServer(server) {
      server.middlewares.use(rampMiddleware(envOf(server.config.mode, server.config.root)));
    },
    configurePreviewServer(server) {
      server.middlewares.use(rampMiddleware(envOf(server.config.mode, server.config.root)));
    },
  };
}

export default defineConfig({ plugins: [react(), rampSigner()] });
