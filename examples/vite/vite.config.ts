import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { rampSigner } from './server/vite-plugin.js';

export default defineConfig({ plugins: [react(), rampSigner()] });
