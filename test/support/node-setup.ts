import { afterAll, beforeAll, vi } from 'vitest';

// The node project's files share their worker processes (see vite.config.ts): each file gives the next the
// process as it found it. Its own modules (src, test support, the README's snippets) are evaluated again
// for the next file, so what a module keeps (a notice told once, a signer made from the environment at
// import) starts fresh; the dependencies in node_modules stay loaded.
let envAtStart: NodeJS.ProcessEnv = {};
beforeAll(() => {
  envAtStart = { ...process.env };
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  for (const name of Object.keys(process.env)) if (!(name in envAtStart)) delete process.env[name];
  Object.assign(process.env, envAtStart);
  vi.resetModules();
});
