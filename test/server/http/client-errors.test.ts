import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockRampService } from '../../../src/mock';
import { answerClientErrors, createRampSigner, toNodeHandler } from '../../../src/server';
import { rawRequest } from '../support/raw-http';

const mock = createMockRampService();
const signer = createRampSigner({ secretKey: mock.secretKey, businessId: 'biz', linkTag: 'tag', baseUrl: 'https://ramp.example', basePath: '/api/ramp', fetch: mock.fetch, env: {} });

/** A server as a host starts it, with or without the signer's answers to what Node refuses. */
async function listening(answering: boolean): Promise<{ server: Server; port: number }> {
  const listener = toNodeHandler(signer);
  const server = createServer((req, res) => void listener(req, res));
  if (answering) answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

const REFUSED = [
  ['headers over Node’s size limit', `GET /api/ramp/vendors HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'payload_too_large'],
  ['a raw non-ASCII byte in a header name', 'GET /api/ramp/vendors HTTP/1.1\r\nHost: 127.0.0.1\r\nX-B\u00ffd: 1\r\n\r\n', 400, 'validation'],
  ['a raw non-ASCII byte in the request target', 'GET /api/ramp/v\u00e9ndors HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', 400, 'validation'],
  ['a control byte in the request line', 'GET /api/ramp/vendors\u0001 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', 400, 'validation'],
  ['a body length that is not a number', 'POST /api/ramp/onramp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: twelve\r\n\r\n', 400, 'validation'],
] as const;

describe('requests Node refuses before the handler runs', () => {
  let answering: { server: Server; port: number };
  let bare: { server: Server; port: number };
  beforeAll(async () => {
    answering = await listening(true);
    bare = await listening(false);
  });
  afterAll(() => {
    for (const { server } of [answering, bare]) server.close();
  });

  it.each(REFUSED)('%s: answered in the error shape, never cached', async (_name, request, status, code) => {
    const answer = await rawRequest(answering.port, request);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.body)).toEqual({ error: { code, message: expect.any(String) } });
  });

  it.each(REFUSED)('%s: without answerClientErrors, Node’s own answer has the same status and no body', async (_name, request, status) => {
    const answer = await rawRequest(bare.port, request);
    expect(answer.status).toBe(status);
    expect(answer.body).toBe('');
  });

  it('leaves well-formed requests to the signer', async () => {
    const answer = await rawRequest(answering.port, 'GET /api/ramp/banks HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
  });
});
