import envExample from '../../../examples/express-html/.env.example?raw';
import server from '../../../examples/express-html/server/checkout.mjs?raw';
import routes from '../../../examples/express-html/server/ramp.mjs?raw';
import script from '../../../examples/express-html/public/checkout.js?raw';
import page from '../../../examples/express-html/public/checkout.html?raw';
import icon from '../../../examples/express-html/public/icon.svg?raw';
import { localEnv, type Plan } from './plan';

/**
 * Express: examples/express-html's files, which need nothing but Express and the package: the signer and
 * its webhook receiver as a router (server/ramp.mjs), a server that mounts it, serves the page and the
 * widgets' one-script build and listens (server/checkout.mjs), the page (public/checkout.html, its
 * script and icon), .env.example and a .env.local with the mock's values, and the scripts that run the server and
 * the mock. ES modules (.mjs) whatever the app's package.json "type" says.
 */
export function expressPlan(): Plan {
  return {
    framework: 'Express',
    files: [
      { path: 'server/ramp.mjs', content: routes },
      { path: 'server/checkout.mjs', content: server },
      { path: 'public/checkout.html', content: page },
      { path: 'public/checkout.js', content: script },
      { path: 'public/icon.svg', content: icon },
      { path: '.env.example', content: envExample },
      localEnv(envExample),
    ],
    edits: [],
    scripts: [
      { name: 'checkout', command: 'node --env-file=.env.local server/checkout.mjs' },
      { name: 'mock', command: 'naira-ramp-mock --env-file .env.local' },
    ],
    next: [
      'npm run mock       # in one terminal: the mock ramp service, reading .env.local',
      'npm run checkout   # in another; then open /checkout.html (or app.use(rampRoutes) from server/ramp.mjs in your own server)',
    ],
  };
}
