import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockRampService } from '../../../src/mock';
import { createRampSigner, createRampWebhookHandler, type RampSignerOptions } from '../../../src/server';
import { serve, type Served } from '../support/loopback';

const mock = createMockRampService();
const signerWith = (options: RampSignerOptions = {}) =>
  createRampSigner({ secretKey: mock.secretKey, businessId: 'biz', linkTag: 'tag', baseUrl: 'https://ramp.example', basePath: '/api/ramp', fetch: mock.fetch, env: {}, ...options });

/** A body that sends its first byte and then nothing more, never ending: a slow or stalled client. */
function stalled(url: string, headers: Record<string, string> = {}): Request {
  const body = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode('{')) });
  return new Request(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, duplex: 'half' } as RequestInit);
}

const open: Served[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(open.splice(0).map((served) => served.close()));
});

describe('a body that does not arrive in time, web handler', () => {
  it.each([
    ['chunk by chunk (no length)', {}],
    ['in one read (a declared length)', { 'content-length': '300' }],
  ])('is answered 408 in the error shape after bodyTimeoutMs (default 10 s), connection closed: %s', async (_how, headers) => {
    vi.useFakeTimers();
    const answer = signerWith()(stalled('http://shop.example/api/ramp/onramp', headers));
    let settled = false;
    void answer.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const response = await answer;
    expect(response.status).toBe(408);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ error: { code: 'timeout', message: 'The request body did not arrive within 10 s.' } });
  });

  it('holds the webhook receiver to the same deadline, as its own option says', async () => {
    vi.useFakeTimers();
    const webhooks = createRampWebhookHandler({ webhookSecret: 'whsec_test', env: {}, bodyTimeoutMs: 2_000 });
    const answer = webhooks(stalled('http://shop.example/api/ramp/webhooks', { 'bridge-webhook-secret': 'whsec_test' }));
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await answer).status).toBe(408);
  });
});

describe('a body that does not arrive in time, Node adapter', () => {
  it('gets 408 and its socket closed while the client is still dripping bytes', async () => {
    const served = await serve(signerWith({ bodyTimeoutMs: 300 }));
    open.push(served);
    const socket = connect({ host: '127.0.0.1', port: Number(new URL(served.url).port) });
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('POST /api/ramp/onramp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{');
    // One byte every 50 ms, for as long as the socket stays open.
    const drip = setInterval(() => socket.writable && socket.write(' '), 50);
    await closed;
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"code":"timeout"');
  });
});
