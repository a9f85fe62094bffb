import express from 'express';
import { answerClientErrors, createRampSigner, toNodeHandler } from 'naira-ramp/server';

const app = express();
app.use('/api/ramp', toNodeHandler(createRampSigner({ basePath: '/api/ramp' })));
// A request Node refuses before Express sees it (headers too large, bytes that are not HTTP, too slow)
// gets the signer's error shape too, instead of Node's empty body.
answerClientErrors(app.listen(Number(process.env.PORT ?? 3000)));
