import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Consumer apps built from the packed tarball in temporary folders (npm run test:consumers).
// They install from the npm registry and run real builds, so they stay out of plain `vitest run`.
// The apps run one after another: each build wants both cores.
export default defineConfig({
  root: fileURLToPath(new URL('../../', import.meta.url)),
  test: {
    name: 'consumers',
    environment: 'node',
    include: ['test/consumers/**/*.test.ts'],
    globalSetup: ['test/consumers/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 300_000,
  },
});
