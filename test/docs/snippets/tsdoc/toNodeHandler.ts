import express from 'express';
import { createRampSigner, toNodeHandler } from 'naira-ramp/server';

const app = express();
app.use('/api/ramp', toNodeHandler(createRampSigner({ basePath: '/api/ramp' })));
app.listen(3000);
