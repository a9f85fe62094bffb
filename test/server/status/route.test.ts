import { describe, expect, it } from 'vitest';
import { MOCK_DEPOSIT_ADDRESSES } from '../../../src/mock';
import { createRampSigner } from '../../../src/server';
import { buyRequest, chain, errorOf, newReference, sellRequest } from '../support/chain';
import { fakeUpstream, SECRET, servingLists, signerWith, successFor, upstreamJson } from '../support/helpers';

const statusOf = (reference: string) => new Request(`http://shop.example/api/ramp/transactions/${encodeURIComponent(reference)}`);
const lookups = (c: ReturnType<typeof chain>) => c.mock.received.filter((r) => r.path === '/transactions/v1/fetch_transaction');

type Answer = { status: string; transaction: Record<string, unknown>; updated_at: string };

describe('GET {signer}/transactions/{reference}', () => {
  it('answers a buy it created as pending, with the record it returned at creation, without asking the service while fresh', async () => {
    const c = chain({ mock: { lifecycle: { settleAfterMs: 60_000 } } });
    const reference = newReference();
    const created = (await (await c.signer(buyRequest(reference))).json()) as { transaction: Record<string, unknown> };
    const response = await c.signer(statusOf(reference));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as Answer;
    expect(answer.status).toBe('pending');
    expect(answer.transaction).toEqual(created.transaction);
    expect(Number.isNaN(Date.parse(answer.updated_at))).toBe(false);
    expect(lookups(c)).toHaveLength(0);
  });

  it('takes the status the service states in its creation record, without waiting for a lookup', async () => {
    const { fetch, calls } = fakeUpstream(
      servingLists(() =>
        upstreamJson(200, { status: 'success', message: 'Transaction Request successful', transaction: { reference: 'svc-ref-1', type: 'Buy', amount: 25000, transaction_status: 'Completed' } }),
      ),
    );
    const signer = signerWith(fetch);
    const reference = newReference();
    expect((await signer(buyRequest(reference))).status).toBe(200);
    const answer = (await (await signer(statusOf(reference))).json()) as Answer;
    expect(answer.status).toBe('completed');
    expect(calls.filter((c) => c.url.includes('fetch_transaction'))).toHaveLength(0);
  });

  it('moves to completed once the service says so, through the observed lookup', async () => {
    const c = chain({ signer: { statusStaleMs: 0 }, mock: { lifecycle: { settleAfterMs: 0 } } });
    const reference = newReference();
    await c.signer(buyRequest(reference));
    const answer = (await (await c.signer(statusOf(reference))).json()) as Answer;
    expect(answer.status).toBe('completed');
    expect(answer.transaction.reference).toBe(reference);
    const [lookup] = lookups(c);
    expect(lookup?.method).toBe('GET');
    expect(new URLSearchParams(lookup?.search).get('transaction_reference')).toBe(reference);
    expect(new URLSearchParams(lookup?.search).get('business_id')).toBe('biz_chain');
    expect(lookup?.headers['service-sec-key']).toBe(c.mock.secretKey);
  });

  it('reports a failure the service settles to, and never asks again once terminal', async () => {
    const c = chain({ signer: { statusStaleMs: 0 }, mock: { lifecycle: { settleAfterMs: 0, settleTo: 'failed' } } });
    const reference = newReference();
    await c.signer(buyRequest(reference));
    for (let n = 0; n < 3; n += 1) expect(((await (await c.signer(statusOf(reference))).json()) as Answer).status).toBe('failed');
    expect(lookups(c)).toHaveLength(1);
  });

  it('answers a sell under the Idempotency-Key the browser sent and under the service reference, with its deposit', async () => {
    const c = chain({ mock: { lifecycle: { settleAfterMs: 60_000 } }, signer: { depositAddresses: MOCK_DEPOSIT_ADDRESSES } });
    const created = (await (await c.signer(sellRequest('sell_key_1'))).json()) as { transaction: { reference: string }; deposit?: unknown };
    expect(created.deposit).toMatchObject({ address: MOCK_DEPOSIT_ADDRESSES.stellar.address });
    for (const reference of ['sell_key_1', created.transaction.reference]) {
      const answer = (await (await c.signer(statusOf(reference))).json()) as Answer & { deposit?: unknown };
      expect(answer.status).toBe('pending');
      expect(answer.transaction).toEqual(created.transaction);
      // A page that lost the creation answer still learns where to send the coins.
      expect(answer.deposit).toEqual(created.deposit);
    }
  });

  it('answers 404 not_found, without calling the service, for a reference this signer did not create', async () => {
    const c = chain();
    const other = createRampSigner({ secretKey: c.mock.secretKey, businessId: 'biz_chain', linkTag: 'l', baseUrl: 'https://ramp.example', basePath: '/api/ramp', env: {}, fetch: c.mock.fetch });
    const reference = newReference();
    // Created on the same service by another signer with its own store: not this signer's to answer.
    expect((await other(buyRequest(reference))).status).toBe(200);
    c.mock.received.length = 0;
    for (const unknown of [reference, 'never-created', 'ref with space', 'x'.repeat(300)]) {
      const response = await c.signer(statusOf(unknown));
      expect(response.status).toBe(404);
      expect((await errorOf(response))?.code).toBe('not_found');
    }
    expect(c.mock.received).toHaveLength(0);
  });

  it('does not answer a reference whose creation failed', async () => {
    const c = chain({ mock: { faults: { route: 'onramp', status: 402, times: 1 } } });
    const reference = newReference();
    expect((await c.signer(buyRequest(reference))).status).toBe(402);
    expect((await c.signer(statusOf(reference))).status).toBe(404);
  });

  it.each([
    ['POST', 405],
    ['DELETE', 405],
  ])('answers %s with %i and Allow: GET, HEAD', async (method, status) => {
    const response = await chain().signer(new Request('http://shop.example/api/ramp/transactions/abc', { method }));
    expect(response.status).toBe(status);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it.each(['/api/ramp/transactions/', '/api/ramp/transactions/a/b', '/api/ramp/transactions/%E0%A4%A'])('answers 404 for %s', async (path) => {
    expect((await chain().signer(new Request(`http://shop.example${path}`))).status).toBe(404);
  });

  it('never returns or logs the secret, whatever the lookup answers', async () => {
    const echoes = [
      upstreamJson(200, { transactions: { reference: '478939302', transaction_status: 'Completed', note: SECRET, account_name: SECRET } }),
      upstreamJson(500, { message: SECRET }),
      new Response(`<pre>${SECRET}</pre>`, { status: 200 }),
    ];
    const seen: string[] = [];
    for (const echo of echoes) {
      const { fetch } = fakeUpstream((call) => (call.url.includes('fetch_transaction') ? echo.clone() : successFor(call)));
      const signer = signerWith(fetch, { statusStaleMs: 0, logger: { warn: (m, f) => seen.push(m, JSON.stringify(f)) } });
      await signer(buyRequest('478939302'));
      const response = await signer(new Request('http://shop.example/api/ramp/transactions/478939302'));
      expect(response.status).toBe(200);
      seen.push(await response.text());
    }
    expect(seen.join('\n')).not.toContain(SECRET);
  });
});
