// `node --import tsx --import ./test/e2e/support/own-package.mjs example.mjs`: see own-package-hooks.mjs.
import { register } from 'node:module';

register('./own-package-hooks.mjs', import.meta.url);
