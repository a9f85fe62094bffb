import { createServer } from 'node:http';
import { answerClientErrors, createRampSigner, toNodeHandler } from 'naira-ramp/server';

const handle = toNodeHandler(createRampSigner({ basePath: '/api/ramp' }));
export const server = createServer((req, res) => void handle(req, res));
// The signer answers a body that takes over bodyTimeoutMs (10 s) with 408 and closes the socket;
// Node's own deadlines bound the rest: headers within 10 s, a whole request within 15 s.
server.headersTimeout = 10_000;
server.requestTimeout = 15_000;
// Requests Node refuses before any handler runs (headers too large, bytes that are not HTTP, too slow)
// are answered in the error shape too, instead of Node's empty body.
answerClientErrors(server);
server.listen(Number(process.env.PORT ?? 3000));
