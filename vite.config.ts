/// <reference types="vitest/config" />
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { transform } from 'lightningcss';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, findChromium } from './test/support/chromium.ts';
import pkg from './package.json' with { type: 'json' };

const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
];

/** The stylesheet is its own export (`naira-ramp/styles.css`), never imported from JS; it ships minified. */
function copyStylesheet(): Plugin {
  let outDir = 'dist';
  return {
    name: 'naira-ramp:stylesheet',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      mkdirSync(outDir, { recursive: true });
      const source = resolve(import.meta.dirname, 'src/react/styles.css');
      // Lightning CSS (Vite's own CSS minifier) without targets: it only minifies, nothing is down-levelled.
      const { code } = transform({ filename: source, code: readFileSync(source), minify: true });
      writeFileSync(resolve(outDir, 'styles.css'), code);
    },
  };
}

/**
 * A published library emits the production JSX runtime whatever NODE_ENV the publisher's shell has
 * (vitest and some CIs set it to "test"); the host's bundler then picks React's dev or prod build.
 * Without this, `NODE_ENV=test npm pack` shipped `jsxDEV` from react/jsx-dev-runtime, which is
 * undefined in a host's production bundle, so the widget crashed on first render.
 */
function productionJsx(): Plugin {
  return { name: 'naira-ramp:production-jsx', apply: 'build', config: () => ({ oxc: { jsx: { development: false } } }) };
}

/**
 * Types for the stylesheet export, so `import 'naira-ramp/styles.css'` resolves under TypeScript's
 * noUncheckedSideEffectImports (the default from TypeScript 6) in hosts that declare no `*.css` module.
 */
function stylesheetTypes(): Plugin {
  let outDir = 'dist';
  return {
    name: 'naira-ramp:stylesheet-types',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      mkdirSync(outDir, { recursive: true });
      writeFileSync(resolve(outDir, 'styles.css.d.ts'), '// The widget stylesheet: imported for its side effect, it exports nothing.\nexport {};\n');
    },
  };
}

/** How the README's code (test/docs/snippets, a story or two) imports the package by name, as a host does: here, from the source (as tsconfig's paths). */
const snippetImports = [
  { find: /^naira-ramp$/, replacement: resolve(import.meta.dirname, 'src/index.ts') },
  { find: /^naira-ramp\/(server|mock)$/, replacement: resolve(import.meta.dirname, 'src/$1/index.ts') },
  { find: /^@\/(auth|db)$/, replacement: resolve(import.meta.dirname, 'test/docs/snippets/next-host/$1.ts') },
];

const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
  // A hang guard, as the timeouts below: beside two builds, Chromium took longer than the default 30 s to
  // open the test page, and every file of that project went unrun.
  connectTimeout: 300_000,
});

const browserFiles = ['test/react/**/*.test.tsx', 'test/elements/**/*.test.ts', 'test/stories/**/*.test.tsx'];
/**
 * Browser files that each need a page of their own: each reads what a module keeps for the life of a page
 * while it is not yet there, or leaves there what the files after it must not find. Every other browser
 * file shares its page with the files before it.
 */
const freshPageFiles = [
  // The tab's language pick (Pidgin, from the switch) stays in its module: a later file's widgets with a
  // switch would speak Pidgin whatever their locale.
  'test/react/messages/choosing.test.tsx',
  // The elements are not yet defined when the page's script sets their properties.
  'test/elements/upgrade.test.ts',
  // The buy's later code, which keeps what was typed, has not loaded when the element goes.
  'test/elements/removal-before-code.test.ts',
  // The Igbo catalogue has not been loaded when its fetch fails.
  'test/react/messages/catalogue-offline.test.tsx',
  // The default key has not yet been named by two widgets sharing it.
  'test/react/flow/shared-key.test.tsx',
  // The first step is judged before the rest of the rules have loaded.
  'test/react/form/rules.test.tsx',
  // The later code arrives after the widget mounts (with it already loaded, the first keystroke re-renders the frame once).
  'test/react/ui/rendering.test.tsx',
];
const browserTest = {
  setupFiles: ['test/support/browser-setup.ts'],
  // Hang guards, as the async utilities' (see the setup file): a flow takes seconds under load.
  testTimeout: 60_000,
  expect: { poll: { timeout: 10_000 } },
};

export default defineConfig({
  plugins: [react(), copyStylesheet(), stylesheetTypes(), productionJsx()],
  resolve: { alias: snippetImports },
  build: {
    lib: {
      entry: { index: 'src/index.ts', server: 'src/server/index.ts', mock: 'src/mock/index.ts', elements: 'src/elements/index.ts', 'naira-ramp-mock': 'src/bin/mock.ts', 'naira-ramp': 'src/bin/naira-ramp.ts' },
      formats: ['es'],
    },
    sourcemap: false,
    minify: false,
    rolldownOptions: {
      external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)) || id.startsWith('node:'),
      // One file per source module, as a host's bundler best reads a library: it keeps each import() seam
      // as a chunk of its own and drops every module the page does not import (package.json's sideEffects
      // names only the stylesheet), so a page with one widget does not carry the other's first step.
      // The example files `init` writes (imported `?raw`) land beside it, as modules of text: dist/bin/init/templates/.
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: (chunk) => (chunk.name.startsWith('examples/') ? `bin/init/templates/${chunk.name.slice('examples/'.length)}.js` : '[name].js') },
    },
  },
  test: {
    // Two test files at a time in each pool (node, each browser project), whatever the core count: on a
    // 2-core machine Vitest's default (cores - 1) ran every browser file, story and end-to-end file one
    // after another while most of their time is spent waiting. Each of the two runs its files in a page of
    // its own context, so focus and storage do not cross between files running side by side.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/{core,server,mock,docs,bin}/**/*.test.{ts,tsx}', 'test/react/**/*.server.test.tsx'],
          // The files share their worker processes: Node, Vitest and the dependencies load once per worker,
          // not once a file; the setup file gives each file fresh modules of its own and the environment back.
          isolate: false,
          setupFiles: ['test/support/node-setup.ts'],
          // The timeout only catches a hang: property tests and the load test run a fixed count, however busy the machine.
          testTimeout: 60_000,
        },
      },
      {
        // The browser files share one page per worker: React, the form stack and the widget's modules are
        // imported once, not once a file (half the project's CPU). The setup file gives each file the page
        // as the last found it; a file that needs what a module keeps not yet there runs in browser-fresh.
        extends: true,
        test: {
          name: 'browser',
          include: browserFiles,
          // Server renders run under Node (the node project), where there is no window.
          exclude: ['test/react/**/*.server.test.tsx', ...freshPageFiles],
          ...browserTest,
          browser: { ...browser(), isolate: false },
        },
      },
      {
        extends: true,
        test: { name: 'browser-fresh', include: freshPageFiles, ...browserTest, browser: browser() },
      },
      {
        // Every story is a test in Chromium: its play function and an axe check (see .storybook/preview.ts).
        // The story files share one page per worker, as the browser files do: every story already starts
        // as a fresh tab (its loader clears sessionStorage and builds its own chain and QueryClient).
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 60_000,
          browser: { ...browser(), isolate: false },
        },
      },
      {
        // The packed tarball as a host gets it: publint, attw, contents, and resolution for bundlers,
        // Node ESM and TypeScript (bundler and node16). The project packs once, so timeouts are long.
        extends: true,
        test: {
          name: 'package',
          environment: 'node',
          include: ['test/package/**/*.test.ts'],
          globalSetup: ['test/package/pack.setup.ts'],
          // Hang guards, not speed limits: on a busy 2-core machine tsc over the installed package takes a
          // minute, and packing plus installing took over two minutes at a load average of 30.
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        // Whole-chain tests: the demo server on a loopback port driven by Playwright and Debian's Chromium.
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          // The files share their worker processes, as the node project's do.
          isolate: false,
          setupFiles: ['test/support/node-setup.ts'],
          // The standalone script and the demo page, built once for the files that serve them while the other
          // projects run; and one Chromium, which every file connects to.
          globalSetup: ['test/e2e/support/builds.setup.ts', 'test/e2e/support/chromium.setup.ts'],
          // A hang guard, not a speed limit: a keyboard walk through a whole flow with axe in light and dark on
          // every step takes 15 s on a quiet 2-core machine and passed 60 s beside the other projects in CI.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
