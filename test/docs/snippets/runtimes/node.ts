import { createServer } from 'node:http';
import { answerClientErrors, createRampServer, toNodeHandler } from 'naira-ramp/server';

// Plain node:http: the adapter passes each connection's address, which tells clients apart.
const { signer, webhooks } = createRampServer({ basePath: '/api/ramp' });
const [handleSigner, handleWebhooks] = [toNodeHandler(signer), toNodeHandler(webhooks)];

export const server = createServer((req, res) => void (req.url === '/api/ramp/webhooks' ? handleWebhooks : handleSigner)(req, res));
// Node's deadlines for headers and whole requests; the signer's own bodyTimeoutMs (10 s) bounds the body.
server.headersTimeout = 10_000;
server.requestTimeout = 15_000;
answerClientErrors(server);
server.listen(Number(process.env.PORT ?? 3000), process.env.HOST);
