import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockRampService } from '../../../src/mock';
import { createRampSigner } from '../../../src/server';
import { serve, type Served } from '../support/loopback';
import { rawRequest } from '../support/raw-http';

const mock = createMockRampService();
const signer = createRampSigner({
  secretKey: mock.secretKey,
  businessId: 'biz',
  linkTag: 'tag',
  baseUrl: 'https://ramp.example',
  basePath: '/api/ramp',
  fetch: mock.fetch,
  env: {},
});

let served: Served;
let port: number;
beforeAll(async () => {
  served = await serve(signer);
  port = Number(new URL(served.url).port);
});
afterAll(() => served.close());

const raw = (request: string) => rawRequest(port, request);

describe('requests the Node adapter refuses before the signer sees them', () => {
  it.each([
    ['a backslash in the path', 'GET /api/ramp\\vendors HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'],
    ['an asterisk target', 'OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'],
    ['an invalid Host header', 'GET /api/ramp/vendors HTTP/1.1\r\nHost: shop.example@evil.example\r\nConnection: close\r\n\r\n'],
    ['HTTP/1.0 without a Host header', 'GET /api/ramp/vendors HTTP/1.0\r\n\r\n'],
  ])('answer %s with 400 in the error shape, never cached', async (_name, request) => {
    const answer = await raw(request);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'validation', message: expect.stringMatching(/not valid/) } });
  });

  it('still serves a well-formed request on the same server', async () => {
    const answer = await raw('GET /api/ramp/banks HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as { banks: unknown[] }).banks.length).toBeGreaterThan(0);
  });
});

describe('HEAD', () => {
  it('answers the GET routes like GET, without a body, through the handler and over HTTP', async () => {
    for (const route of ['vendors', 'banks']) {
      const get = await signer(new Request(`https://shop.example/api/ramp/${route}`));
      const head = await signer(new Request(`https://shop.example/api/ramp/${route}`, { method: 'HEAD' }));
      expect(head.status).toBe(get.status);
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
      expect(head.headers.get('cache-control')).toBe('no-store');
      expect(head.body).toBeNull();
      const overHttp = await raw(`HEAD /api/ramp/${route} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(overHttp.status).toBe(200);
      expect(overHttp.body).toBe('');
    }
  });

  it('is not a way to reach a POST route: 405 with Allow: POST', async () => {
    const head = await signer(new Request('https://shop.example/api/ramp/onramp', { method: 'HEAD' }));
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('POST');
    expect(head.body).toBeNull();
  });
});
