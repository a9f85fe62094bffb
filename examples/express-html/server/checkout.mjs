import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express from 'express';
import { rampRoutes } from './ramp.mjs';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
// The widgets' one-script build, from the installed package: a script and the chunks it loads.
const standalone = join(dirname(createRequire(import.meta.url).resolve('naira-ramp/package.json')), 'dist/standalone');

const app = express();
app.use(rampRoutes);
app.use('/naira-ramp', express.static(standalone));
app.use(express.static(join(import.meta.dirname, '..', 'public')));

app.listen(port, host, () => console.log(`Checkout on http://${host}:${port}/checkout.html`));
