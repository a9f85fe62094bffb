import envExample from '../../../examples/vite/.env.example?raw';
import productionServer from '../../../examples/vite/server/index.js?raw';
import middleware from '../../../examples/vite/server/ramp.js?raw';
import plugin from '../../../examples/vite/server/vite-plugin.js?raw';
import checkout from '../../../examples/vite/src/Checkout.tsx?raw';
import { localEnv, type Plan, type PlannedEdit } from './plan';

const PLUGIN_IMPORT = "import { rampSigner } from './server/vite-plugin.js'";

/** vite.config.ts gains the signer's plugin after React's, and its import after the last import. */
const viteConfig: PlannedEdit = {
  path: 'vite.config.ts',
  done: (text) => text.includes('rampSigner()'),
  edit(text) {
    const plugins = /plugins:\s*\[\s*react\(\)/;
    const imports = [...text.matchAll(/^import .*$/gm)];
    const last = imports.at(-1);
    if (!plugins.test(text) || !last) return undefined;
    const semicolon = last[0].endsWith(';') ? ';' : '';
    const at = last.index + last[0].length;
    return `${text.slice(0, at)}\n${PLUGIN_IMPORT}${semicolon}${text.slice(at)}`.replace(plugins, (found) => `${found}, rampSigner()`);
  },
  instead: `add ${PLUGIN_IMPORT} and rampSigner() to its plugins`,
};

/** tsconfig.node.json (create-vite's config for vite.config.ts) checks the server's JavaScript too. */
const nodeTsconfig: PlannedEdit = {
  path: 'tsconfig.node.json',
  done: (text) => /"include":\s*\[[^\]]*"server"/.test(text) && /"checkJs":\s*true/.test(text),
  edit(text) {
    const include = /"include":\s*\["vite\.config\.ts"\]/;
    const options = /"compilerOptions":\s*\{\n/;
    if (!include.test(text) || !options.test(text) || /"(allowJs|checkJs)"/.test(text)) return undefined;
    return text.replace(include, '"include": ["vite.config.ts", "server"]').replace(options, (found) => `${found}    "allowJs": true,\n    "checkJs": true,\n`);
  },
  instead: 'add "server" to its include, and "allowJs": true, "checkJs": true to its compilerOptions',
};

/**
 * Vite + React (create-vite's react-ts): examples/vite's signer middleware, its Vite plugin and
 * production server, the Checkout component, .env.example and a .env.local with the mock's values; the
 * plugin in vite.config.ts, the server in tsconfig.node.json, and the mock and start scripts.
 */
export function vitePlan(): Plan {
  return {
    framework: 'Vite + React',
    files: [
      { path: 'server/ramp.js', content: middleware },
      { path: 'server/vite-plugin.js', content: plugin },
      { path: 'server/index.js', content: productionServer },
      { path: 'src/Checkout.tsx', content: checkout },
      { path: '.env.example', content: envExample },
      localEnv(envExample),
    ],
    edits: [viteConfig, nodeTsconfig],
    scripts: [
      { name: 'mock', command: 'naira-ramp-mock --env-file .env.local' },
      { name: 'start', command: 'node server/index.js' },
    ],
    next: [
      'Render <Checkout /> (src/Checkout.tsx) where the checkout belongs, e.g. in src/App.tsx. Then:',
      'npm run mock   # in one terminal: the mock ramp service, reading .env.local',
      'npm run dev    # in another (npm run build && npm start for production, RAMP_* in the environment)',
    ],
  };
}
