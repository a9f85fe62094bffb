import { createServer } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockFault } from '../../../src/mock';
import { createMemoryIdempotencyStore, createMemoryStore, type FetchLike } from '../../../src/server';
import { buyRequest, chain, errorOf, lookupSeenWorking, newReference, sellRequest } from '../support/chain';
import { fetchServingLists, sellBody } from '../support/helpers';

// Short, so each timeout case costs a tenth of a second.
const TIMEOUT_MS = 100;

/** A loopback port nobody listens on: connecting is refused before a byte is sent. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Whether a call is one that creates a transaction (the signer reads its lists with GETs first). */
const isPost = (init: RequestInit | undefined) => init?.method === 'POST';

/** How many transactions the mock created for one reference: what the user would be charged. */
const createdFor = (transactions: Record<string, unknown>[], reference: string) => transactions.filter((t) => t.reference === reference).length;

/** The sells the mock created. */
const sells = (transactions: Record<string, unknown>[]) => transactions.filter((t) => t.type === 'Sell');

/**
 * Moves Date (only) past the guard's wait after an unknown outcome (its timeout and a second): the
 * service's "holds nothing" is believed from then, since before it the first may still be landing.
 */
function afterTheWait(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
}

describe('signer under upstream faults', () => {
  afterEach(() => void vi.useRealTimers());

  // Each fault strikes after the service created the transaction, the worst case for a retry.
  it.each<[string, MockFault, number, string, RegExp]>([
    ['slower than the timeout', { latencyMs: 1_000 }, 504, 'timeout', /took too long/],
    ['hanging', { hang: true }, 504, 'timeout', /took too long/],
    ['resetting the connection', { reset: true }, 502, 'upstream', /connection dropped/],
    ['answering 500', { status: 500 }, 502, 'upstream', /failed to answer properly/],
    ['answering 502 with an HTML page', { status: 502, body: '<html>Bad Gateway</html>' }, 502, 'upstream', /failed to answer properly/],
    ['answering 408', { status: 408 }, 502, 'upstream', /failed to answer properly/],
    ['answering 200 with a body that is not JSON', { malformed: true }, 502, 'upstream', /could not read/],
    ['answering 200 with an unexpected body', { status: 200, body: { ok: true, data: 'queued' } }, 502, 'upstream', /could not read/],
  ])('%s: a clear error, the signer stays up, and a retry gets the transaction the service created, never a second', async (_, fault, status, code, message) => {
    const { signer, mock, posts } = chain({
      signer: { timeoutMs: TIMEOUT_MS },
      mock: { faults: { route: 'onramp', afterCreating: true, times: 1, ...fault } },
    });
    const reference = newReference();
    const first = await signer(buyRequest(reference));
    expect(first.status).toBe(status);
    // The first answer already says the request may have gone through, and that retrying will not help.
    expect(await errorOf(first)).toMatchObject({
      code,
      message: expect.stringMatching(new RegExp(`${message.source}.*did not confirm the request, so it may have gone through`)),
      retryable: false,
    });

    // The same reference sent again is not forwarded: the service's status lookup says it went through.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const retry = await signer(buyRequest(reference));
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(((await retry.json()) as { transaction: { reference: string } }).transaction.reference).toBe(reference);
    }
    expect(posts('onramp')).toBe(1);
    expect(createdFor(mock.transactions, reference)).toBe(1);

    // Still answering: lists and a new request.
    expect((await signer(new Request('http://shop.example/api/ramp/vendors'))).status).toBe(200);
    const next = newReference();
    expect((await signer(buyRequest(next))).status).toBe(200);
    expect(createdFor(mock.transactions, next)).toBe(1);
  });

  it.each<[string, MockFault]>([
    ['answering 500 before creating anything', { status: 500 }],
    ['resetting the connection before creating anything', { reset: true }],
    ['hanging before creating anything', { hang: true }],
  ])('%s: the same reference sent again is forwarded once the service says it holds nothing, and creates one transaction', async (_, fault) => {
    const { signer, mock, posts } = chain({ signer: { timeoutMs: TIMEOUT_MS } });
    await lookupSeenWorking(signer, mock);
    mock.setFaults({ route: 'onramp', times: 1, ...fault });
    const reference = newReference();
    expect((await errorOf(await signer(buyRequest(reference))))?.retryable).toBe(false);
    afterTheWait();
    const again = await signer(buyRequest(reference));
    expect(again.status).toBe(200);
    expect(((await again.json()) as { transaction: { reference: string } }).transaction.reference).toBe(reference);
    expect((await signer(buyRequest(reference))).headers.get('idempotent-replayed')).toBe('true');
    expect(posts('onramp', reference)).toBe(2);
    expect(createdFor(mock.transactions, reference)).toBe(1);
  });

  // A buy's reference is the narration of the person's transfer: whoever sees the transfer knows it.
  it('another request sent under "<reference>#2" cannot hold back the resend of a reference the service says it holds nothing under', async () => {
    const { signer, mock, posts } = chain({ signer: { timeoutMs: TIMEOUT_MS } });
    await lookupSeenWorking(signer, mock);
    mock.setFaults({ route: 'onramp', times: 1, reset: true });
    const reference = newReference();
    expect((await errorOf(await signer(buyRequest(reference))))?.retryable).toBe(false);
    expect((await signer(sellRequest(`${reference}#2`))).status).toBe(200);
    afterTheWait();
    const again = await signer(buyRequest(reference));
    expect(again.status).toBe(200);
    expect(posts('onramp', reference)).toBe(2);
    expect(createdFor(mock.transactions, reference)).toBe(1);
  });

  it('while the status lookup is down, a reference whose answer was lost is never sent again; once it is back, the retry gets the transaction', async () => {
    const { signer, mock, posts } = chain({ mock: { faults: [{ route: 'onramp', status: 500, afterCreating: true, times: 1 }, { route: 'status', status: 500 }] } });
    const reference = newReference();
    expect((await signer(buyRequest(reference))).status).toBe(502);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const retry = await signer(buyRequest(reference));
      expect(retry.status).toBe(409);
      expect(await errorOf(retry)).toMatchObject({ code: 'conflict', message: expect.stringMatching(/may have gone through/), retryable: false });
    }
    mock.setFaults();
    const found = await signer(buyRequest(reference));
    expect(found.status).toBe(200);
    expect(((await found.json()) as { transaction: { reference: string } }).transaction.reference).toBe(reference);
    expect(posts('onramp')).toBe(1);
    expect(createdFor(mock.transactions, reference)).toBe(1);
  });

  it('a sell whose first attempt failed with nothing created is sent again under the same key, once', async () => {
    const { signer, mock, posts } = chain();
    await lookupSeenWorking(signer, mock);
    mock.setFaults({ route: 'offramp', status: 500, times: 1 });
    const key = newReference();
    expect((await errorOf(await signer(sellRequest(key))))?.retryable).toBe(false);
    afterTheWait();
    expect((await signer(sellRequest(key))).status).toBe(200);
    expect((await signer(sellRequest(key))).headers.get('idempotent-replayed')).toBe('true');
    expect(posts('offramp')).toBe(2);
    expect(sells(mock.transactions)).toHaveLength(1);
  });

  it("a sell whose answer was lost after the service created it is sent again, and the host is told the service may hold both", async () => {
    const warnings: string[] = [];
    const onTransaction = vi.fn();
    const { signer, mock, posts } = chain({
      signer: { timeoutMs: TIMEOUT_MS, onTransaction, logger: { warn: (message, fields) => void warnings.push(`${message} ${JSON.stringify(fields)}`) } },
    });
    await lookupSeenWorking(signer, mock);
    // The earlier buy, found by its retry, is reported; this test is about the sell.
    await vi.waitFor(() => expect(onTransaction).toHaveBeenCalledTimes(1));
    onTransaction.mockClear();
    mock.setFaults({ route: 'offramp', afterCreating: true, reset: true, times: 1 });
    const key = newReference();
    expect((await errorOf(await signer(sellRequest(key))))?.retryable).toBe(false);
    expect(onTransaction).not.toHaveBeenCalled();
    // The lookup asks by the key, which the service never saw on a sell: it answers 404.
    afterTheWait();
    expect((await signer(sellRequest(key))).status).toBe(200);
    expect(posts('offramp')).toBe(2);
    expect(sells(mock.transactions)).toHaveLength(2);
    await vi.waitFor(() => expect(onTransaction).toHaveBeenCalledTimes(1));
    expect(onTransaction).toHaveBeenCalledWith(expect.objectContaining({ route: 'offramp', reference: key, sentAgain: true }));
    expect(warnings.filter((line) => /sell .*sent again.*may also hold the earlier request/.test(line))).toHaveLength(1);
    // Names no account: the log line carries the route only.
    expect(warnings.join('\n')).not.toMatch(new RegExp(String(sellBody().account_number)));
  });

  it('a buy whose answer was lost is reported to onTransaction once, when "Send again" finds it', async () => {
    const onTransaction = vi.fn();
    const { signer, posts } = chain({ signer: { timeoutMs: TIMEOUT_MS, onTransaction }, mock: { faults: { route: 'onramp', afterCreating: true, reset: true, times: 1 } } });
    const reference = newReference();
    expect((await signer(buyRequest(reference))).status).toBe(502);
    const found = await signer(buyRequest(reference));
    expect(found.status).toBe(200);
    const body = (await found.json()) as { transaction: { reference: string } };
    expect((await signer(buyRequest(reference))).headers.get('idempotent-replayed')).toBe('true');
    await vi.waitFor(() => expect(onTransaction).toHaveBeenCalled());
    expect(posts('onramp')).toBe(1);
    expect(onTransaction).toHaveBeenCalledTimes(1);
    expect(onTransaction).toHaveBeenCalledWith(
      expect.objectContaining({ route: 'onramp', reference, sentAgain: false, request: expect.objectContaining({ reference }), response: { status: 200, body } }),
    );
  });

  it('two instances that find the same lost buy at once report it once', async () => {
    const onTransaction = vi.fn();
    const shared = { timeoutMs: TIMEOUT_MS, onTransaction, store: createMemoryStore(), idempotency: { store: createMemoryIdempotencyStore() } };
    const first = chain({ signer: shared, mock: { faults: { route: 'onramp', afterCreating: true, reset: true, times: 1 } } });
    const second = chain({ signer: { ...shared, fetch: first.mock.fetch, secretKey: first.mock.secretKey } });
    const reference = newReference();
    expect((await first.signer(buyRequest(reference))).status).toBe(502);
    const answers = await Promise.all([first.signer(buyRequest(reference)), second.signer(buyRequest(reference))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    await vi.waitFor(() => expect(onTransaction).toHaveBeenCalled());
    expect(first.posts('onramp')).toBe(1);
    expect(onTransaction).toHaveBeenCalledTimes(1);
  });

  it('never answers a retry with another transaction the status lookup happens to return', async () => {
    const reference = newReference();
    // The buy's answer is lost (a 500 after creating); the lookup then answers with the business's latest transaction, someone else's.
    const fetch: FetchLike = fetchServingLists(async (input) => {
      const url = String(input);
      if (url.includes('/onramp')) return new Response('{"status":"error"}', { status: 500 });
      const other = { reference: 'someone-elses-ref', transaction_id: '645c329afc3ac414bf70f9a1', type: 'Buy', transaction_status: 'Completed' };
      return Response.json({ status: 'success', message: 'Transaction fetched', transactions: other });
    });
    const { signer } = chain({ signer: { fetch } });
    expect((await signer(buyRequest(reference))).status).toBe(502);
    const retry = await signer(buyRequest(reference));
    expect(retry.status).toBe(409);
    expect(await errorOf(retry)).toMatchObject({ code: 'conflict', retryable: false });
    const status = await signer(new Request(`http://shop.example/api/ramp/transactions/${reference}`));
    expect(status.status).toBe(404);
  });

  it.each<[string, MockFault, number, boolean | undefined]>([
    ['503 Service Unavailable', { status: 503 }, 502, true],
    ['400 (the service refused a detail)', { status: 400, body: { status: 'error', message: 'vendor_name is required' } }, 400, undefined],
    ['402 (the payment failed)', { status: 402 }, 402, undefined],
    ['429 (too many requests)', { status: 429 }, 429, true],
  ])('after %s the same reference may be tried again, and goes through once', async (_, fault, status, retryable) => {
    const { signer, mock, posts } = chain({ mock: { faults: { route: 'onramp', times: 1, ...fault } } });
    const reference = newReference();
    const first = await signer(buyRequest(reference));
    expect(first.status).toBe(status);
    // `retryable: true` where the same request can simply be sent again; a refusal that needs a change says nothing.
    expect((await errorOf(first))?.retryable).toBe(retryable);
    expect((await signer(buyRequest(reference))).status).toBe(200);
    expect((await signer(buyRequest(reference))).status).toBe(200);
    expect(posts('onramp')).toBe(2);
    expect(createdFor(mock.transactions, reference)).toBe(1);
  });

  it('lets a retry through when the service could not be reached at all (connection refused)', async () => {
    const port = await closedPort();
    let attempts = 0;
    const { mock } = chain();
    // The first attempt to create goes to a real closed port; the retry reaches the service.
    const fetch: FetchLike = (input, init) =>
      isPost(init) && (attempts += 1) === 1 ? globalThis.fetch(String(input).replace('https://ramp.example', `http://127.0.0.1:${port}`), init) : mock.fetch(input, init);
    const { signer: flaky } = chain({ signer: { fetch, secretKey: mock.secretKey } });
    const reference = newReference();
    const first = await flaky(buyRequest(reference));
    expect(first.status).toBe(502);
    expect(await errorOf(first)).toMatchObject({ message: expect.stringMatching(/could not be reached/), retryable: true });
    expect((await flaky(buyRequest(reference))).status).toBe(200);
    expect(createdFor(mock.transactions, reference)).toBe(1);
  });

  it('lets a retry through when the service name did not resolve', async () => {
    const { mock } = chain();
    let attempts = 0;
    const fetch: FetchLike = async (input, init) => {
      if (isPost(init) && (attempts += 1) === 1) throw new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND ramp.example'), { code: 'ENOTFOUND' }) });
      return mock.fetch(input, init);
    };
    const { signer } = chain({ signer: { fetch, secretKey: mock.secretKey } });
    const reference = newReference();
    expect((await signer(buyRequest(reference))).status).toBe(502);
    expect((await signer(buyRequest(reference))).status).toBe(200);
    expect(createdFor(mock.transactions, reference)).toBe(1);
  });

  it('survives a burst of mixed faults and keeps answering', async () => {
    const { signer, mock } = chain({ signer: { timeoutMs: TIMEOUT_MS } });
    const faults: MockFault[] = [{ hang: true }, { reset: true }, { status: 500 }, { malformed: true }, { latencyMs: 1_000 }];
    mock.setFaults(faults.map((fault) => ({ route: 'onramp', times: 4, ...fault })));
    const answers = await Promise.all(Array.from({ length: 20 }, () => signer(buyRequest(newReference()))));
    expect(answers.every((a) => a.status === 502 || a.status === 504)).toBe(true);
    expect((await signer(buyRequest(newReference()))).status).toBe(200);
  });
});
