import express from 'express';
import { assertRampSignerConfig, createRampSigner, toNodeHandler, type RampSignerOptions } from 'naira-ramp/server';

const options: RampSignerOptions = { basePath: '/api/ramp' };
// Before the server listens: throws naming each RAMP_* variable missing or wrong (RAMP_SECRET_KEY,
// RAMP_BUSINESS_ID, ...), instead of a signer answering 500 "configuration" to every request.
assertRampSignerConfig(options);

const app = express();
app.use('/api/ramp', toNodeHandler(createRampSigner(options)));
app.listen(Number(process.env.PORT ?? 3000));
