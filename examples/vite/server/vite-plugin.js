// @ts-check
import { loadEnv } from 'vite';
import { rampMiddleware } from './ramp.js';

/**
 * The signer inside Vite's dev server (and `vite preview`), with RAMP_* read from .env.local and the shell.
 * @returns {import('vite').Plugin}
 */
export function rampSigner() {
  /** @param {string} mode @param {string} root */
  const envOf = (mode, root) => ({ ...loadEnv(mode, root, 'RAMP_'), ...process.env });
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
