import { createServer } from 'node:http';
import { answerClientErrors, createRampSigner, toNodeHandler } from 'naira-ramp/server';

const handle = toNodeHandler(createRampSigner({ basePath: '/api/ramp' }));
export const server = createServer((req, res) => void handle(req, res));
// Requests Node refuses before any handler runs (headers too large, bytes that are not HTTP)
// are answered in the error shape too, instead of Node's empty body.
answerClientErrors(server);
server.listen(Number(process.env.PORT ?? 3000));
