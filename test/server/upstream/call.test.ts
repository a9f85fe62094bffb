import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../../../src/server';
import { SECRET, browserPost, buyBody, fakeUpstream, fetchServingLists, servingLists, signerWith, successFor, upstreamJson } from '../support/helpers';

type ErrorJson = { error: { code: string; message: string; retryable?: boolean } };

async function postThrough(answer: () => Response | Promise<Response>, options: { timeoutMs?: number; fetch?: FetchLike } = {}) {
  const { fetch, calls } = fakeUpstream(servingLists(answer));
  const given = options.fetch ? { ...options, fetch: fetchServingLists(options.fetch) } : options;
  const response = await signerWith(fetch, given)(browserPost('/api/ramp/onramp', buyBody()));
  return { response, json: (await response.json()) as ErrorJson & Record<string, unknown>, calls };
}

describe('signer upstream answers', () => {
  it('passes the transaction back on success, with the record read leniently', async () => {
    const { response, json } = await postThrough(() => successFor({ url: '/onramp', method: 'POST', headers: {}, body: { amount: 25000 } }));
    expect(response.status).toBe(200);
    expect(json).toMatchObject({ status: 'success', message: 'Transaction Request successful', transaction: { transaction_id: '645c329afc3ac414bf70f9a1', amount: 25000 } });
  });

  it.each([
    [400, 'validation'],
    [402, 'payment_failed'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [429, 'rate_limited'],
  ])('passes upstream %i on as %s with a plain message', async (status, code) => {
    const { response, json } = await postThrough(() => upstreamJson(status, { status: 'error', message: 'Business is inactive' }));
    expect(response.status).toBe(status);
    // Only a 429 invites the same request again; the other refusals need a change, so they say nothing.
    expect(json.error).toEqual({ code, message: 'Business is inactive', ...(status === 429 ? { retryable: true } : {}) });
  });

  it.each([
    ['an HTML page', '<html><body>oops</body></html>'],
    ['a long text', 'x'.repeat(500)],
    ['a non-string', 42],
  ])('replaces an upstream message that is %s with its own words', async (_, message) => {
    const { response, json } = await postThrough(() => upstreamJson(402, { status: 'error', message }));
    expect(response.status).toBe(402);
    expect(json.error.message).toMatch(/could not complete/);
  });

  it('never echoes an upstream message that contains the secret', async () => {
    const { json } = await postThrough(() => upstreamJson(400, { message: `bad key ${SECRET}` }));
    expect(json.error.code).toBe('validation');
    expect(JSON.stringify(json)).not.toContain(SECRET);
  });

  // A service that quotes the key it was given cut short ("…"), or masks only its end, still shows most of it.
  it.each([
    ['cut short', `Key ${SECRET.slice(0, -6)}… lacks permission`],
    ['with its end masked', `Key ${SECRET.slice(0, 24)}**** lacks permission`],
    ['in upper case, from its middle', `Key ...${SECRET.slice(8, 30).toUpperCase()} is inactive`],
  ])('never echoes an upstream message that quotes the secret %s', async (_, message) => {
    const { json } = await postThrough(() => upstreamJson(403, { status: 'error', message }));
    expect(json.error).toEqual({ code: 'forbidden', message: 'The ramp service does not allow this business to make this request.' });
  });

  it('says a 401 is the host configuration, not the user, whatever upstream said', async () => {
    const { response, json } = await postThrough(() => upstreamJson(401, { message: 'Unauthorized' }));
    expect(response.status).toBe(401);
    expect(json.error.code).toBe('unauthorized');
    expect(json.error.message).toMatch(/refused the signer's secret key/);
    expect(json.error.message).toMatch(/configuration problem on the host's server/);
  });

  it.each<[string, () => Response | Promise<Response>, boolean]>([
    ['a 500', () => upstreamJson(500, { message: 'Internal error' }), false],
    ['a 503 with no body', () => new Response(null, { status: 503 }), true],
    ['a 302 redirect', () => new Response(null, { status: 302, headers: { location: 'https://elsewhere.example/' } }), false],
    ['an unexpected 418', () => upstreamJson(418, { message: 'teapot' }), false],
    ['a non-JSON 200', () => new Response('<html>ok</html>', { status: 200 }), false],
    ['a 200 with no transaction', () => upstreamJson(200, { status: 'success' }), false],
    ['a connection failure', () => Promise.reject(new TypeError('fetch failed')), false],
    ['a refused connection', () => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })), true],
  ])('answers 502 upstream for %s, retryable only when the service did not take it', async (_, answer, retryable) => {
    const { response, json } = await postThrough(answer);
    expect(response.status).toBe(502);
    expect(json.error.code).toBe('upstream');
    expect(json.error.retryable).toBe(retryable);
    // A request the service may have acted on is described as such, never as a plain failure to retry.
    // It reaches the person: it says what they can do (ask the site), not a check only the business can make.
    if (!retryable) expect(json.error.message).toMatch(/did not confirm the request, so it may have gone through\. Before you start a new one, ask this site whether it arrived\./);
    else expect(json.error.message).toMatch(/Try again/);
  });

  it('does not follow redirects, which would carry the secret header elsewhere', async () => {
    let redirect: RequestRedirect | undefined;
    const signer = signerWith(
      fetchServingLists(async (_input, init) => {
        redirect = init?.redirect;
        return successFor({ url: '/onramp', method: 'POST', headers: {}, body: {} });
      }),
    );
    await signer(browserPost('/api/ramp/onramp', buyBody()));
    expect(redirect).toBe('manual');
  });

  it('answers 504 timeout when upstream does not answer within timeoutMs, aborting the call', async () => {
    let aborted = false;
    const { response, json } = await postThrough(
      () => new Promise<Response>(() => undefined),
      {
        timeoutMs: 50,
        fetch: (_input: unknown, init?: RequestInit) =>
          new Promise<Response>((_, reject) => {
            init?.signal?.addEventListener('abort', () => {
              aborted = true;
              reject(new DOMException('aborted', 'AbortError'));
            });
          }),
      },
    );
    expect(response.status).toBe(504);
    expect(json.error).toMatchObject({ code: 'timeout', retryable: false, message: expect.stringMatching(/took too long.*may have gone through/) });
    // The upstream call never answers: only the signer's own timeout can have ended it.
    expect(aborted).toBe(true);
  });

  it('times out a body that starts and then stalls', async () => {
    const stalled = (_input: unknown, init?: RequestInit) =>
      Promise.resolve(
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"status":'));
              init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
            },
          }),
          { status: 200 },
        ),
      );
    const { response } = await postThrough(() => new Response(), { timeoutMs: 50, fetch: stalled });
    expect(response.status).toBe(504);
  });
});
