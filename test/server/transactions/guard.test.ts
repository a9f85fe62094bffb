import { describe, expect, it } from 'vitest';
import { createMemoryIdempotencyStore, defaultIdempotencyOutcome, REPLAYED_HEADER } from '../../../src/server';
import type { SignerIdempotencyOptions } from '../../../src/server';
import { buyRequest, chain, errorOf, newReference, sellRequest } from '../support/chain';
import { sellBody } from '../support/helpers';
import { serve } from '../support/loopback';

type Answer = { transaction: { transaction_id: string; reference?: string } };

describe('signer idempotency, through the handler to the mock', () => {
  it('answers a repeated buy from its store: same transaction, one upstream call', async () => {
    const { signer, mock, posts } = chain();
    const reference = newReference();
    const first = await signer(buyRequest(reference));
    const again = await signer(buyRequest(reference));
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    const [a, b] = [(await first.json()) as Answer, (await again.json()) as Answer];
    expect(b.transaction.transaction_id).toBe(a.transaction.transaction_id);
    expect(posts('onramp')).toBe(1);
    expect(mock.transactions).toHaveLength(1);
  });

  it('without the guard the same two requests would be two transactions', async () => {
    const { signer, mock } = chain({ signer: { idempotency: false } });
    const reference = newReference();
    await signer(buyRequest(reference));
    await signer(buyRequest(reference));
    expect(mock.transactions).toHaveLength(2);
  });

  it('refuses the same reference with a different body: 422 conflict, nothing sent upstream', async () => {
    const { signer, posts } = chain();
    const reference = newReference();
    expect((await signer(buyRequest(reference))).status).toBe(200);
    const changed = await signer(buyRequest(reference, { amount: 30000 }));
    expect(changed.status).toBe(422);
    const error = await errorOf(changed);
    expect(error?.code).toBe('conflict');
    expect(error?.message).toMatch(/already belongs to a request with other details/);
    expect(posts('onramp')).toBe(1);
  });

  it('refuses a key reused across routes', async () => {
    const { signer, posts } = chain();
    const key = newReference();
    expect((await signer(buyRequest(key))).status).toBe(200);
    expect((await signer(sellRequest(key))).status).toBe(422);
    expect(posts('offramp')).toBe(0);
  });

  it('refuses a buy whose Idempotency-Key and body reference differ, before any upstream call', async () => {
    const { signer, mock } = chain();
    const response = await signer(buyRequest(newReference(), {}, { 'idempotency-key': newReference() }));
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toMatchObject({ code: 'conflict', message: expect.stringMatching(/Idempotency-Key header and the reference/) });
    expect(mock.received).toHaveLength(0);
  });

  it('keys a buy sent without the header by its body reference', async () => {
    const { signer, posts } = chain();
    const reference = newReference();
    const bare = () => buyRequest(reference, {}, { 'idempotency-key': '' });
    expect((await signer(bare())).status).toBe(200);
    const again = await signer(bare());
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(posts('onramp')).toBe(1);
  });

  it('keys a sell by its Idempotency-Key header, the only key a sell has', async () => {
    const { signer, posts } = chain();
    const key = newReference();
    await signer(sellRequest(key));
    await signer(sellRequest(key));
    expect(posts('offramp')).toBe(1);
    // With no key at all there is nothing to recognise a retry by: each request is forwarded.
    await signer(sellRequest(undefined));
    await signer(sellRequest(undefined));
    expect(posts('offramp')).toBe(3);
  });

  it('refuses an Idempotency-Key it cannot use rather than ignoring it', async () => {
    const { signer, mock } = chain();
    for (const key of ['x'.repeat(256), 'two words', 'caf\u00e9']) {
      const request = new Request('http://shop.example/api/ramp/offramp', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(sellBody()),
      });
      const response = await signer(request);
      expect(response.status).toBe(400);
      expect((await errorOf(response))?.message).toMatch(/Idempotency-Key/);
    }
    expect(mock.received).toHaveLength(0);
  });

  it('makes 20 concurrent duplicates wait for the first: one upstream call, one answer', async () => {
    const { signer, mock, posts } = chain({ mock: { faults: { route: 'onramp', latencyMs: 50 } } });
    const reference = newReference();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signer(buyRequest(reference))));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(await Promise.all(answers.map((a) => a.text()))).size).toBe(1);
    expect(answers.filter((a) => a.headers.get(REPLAYED_HEADER) === 'true')).toHaveLength(19);
    expect(posts('onramp')).toBe(1);
    expect(mock.transactions).toHaveLength(1);
  });

  // The service does not say whether a failed attempt uses a reference up: the default frees it, a host may keep it.
  it.each<{ policy: string; outcomeOf?: SignerIdempotencyOptions['outcomeOf']; second: number; sent: number }>([
    { policy: 'by default a declined payment frees its reference: the retry is sent', second: 200, sent: 2 },
    {
      policy: "a host's outcomeOf that keeps it: the retry is answered the same 402, never sent",
      outcomeOf: (response) => (response.status === 402 ? 'completed' : defaultIdempotencyOutcome(response)),
      second: 402,
      sent: 1,
    },
  ])('$policy', async ({ outcomeOf, second, sent }) => {
    const { signer, posts } = chain({ signer: { idempotency: { outcomeOf } }, mock: { faults: { route: 'onramp', status: 402, times: 1 } } });
    const reference = newReference();
    expect((await signer(buyRequest(reference))).status).toBe(402);
    expect((await signer(buyRequest(reference))).status).toBe(second);
    expect(posts('onramp')).toBe(sent);
  });

  it('uses the store it is given, and keeps records for ttlMs', async () => {
    // The store's own clock, moved by hand: a busy machine cannot make the record expire early.
    let now = 0;
    const store = createMemoryIdempotencyStore({ ttlMs: 40, now: () => now });
    const { signer, posts } = chain({ signer: { idempotency: { store } } });
    const reference = newReference();
    await signer(buyRequest(reference));
    expect(store.size).toBe(1);
    now = 39;
    await signer(buyRequest(reference));
    expect(posts('onramp')).toBe(1);
    now = 41;
    expect(await store.get(reference)).toBeUndefined();
    // A new reference goes through once the old record is gone (the store keeps only ttlMs).
    await signer(buyRequest(newReference()));
    expect(posts('onramp')).toBe(2);
  });

  it('never sends a reference again once its record has expired: the transaction it created is the answer', async () => {
    let now = 0;
    const store = createMemoryIdempotencyStore({ ttlMs: 40, now: () => now });
    const { signer, mock, posts } = chain({ signer: { idempotency: { store } } });
    const reference = newReference();
    const first = (await (await signer(buyRequest(reference))).json()) as Answer;
    now = 41;
    // The answer was lost on the way back; the person's tab retries the next day.
    const late = await signer(buyRequest(reference));
    expect(late.status).toBe(200);
    expect(late.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(((await late.json()) as Answer).transaction.transaction_id).toBe(first.transaction.transaction_id);
    // The same key on the other route is still another request.
    const other = await signer(sellRequest(reference));
    expect(other.status).toBe(422);
    expect(await errorOf(other)).toMatchObject({ code: 'conflict' });
    expect(posts('onramp')).toBe(1);
    expect(posts('offramp')).toBe(0);
    expect(mock.transactions).toHaveLength(1);
  });

  it('never sends a sell key again once its record has expired', async () => {
    let now = 0;
    const store = createMemoryIdempotencyStore({ ttlMs: 40, now: () => now });
    const { signer, mock, posts } = chain({ signer: { idempotency: { store } } });
    const first = (await (await signer(sellRequest('sell-key-late'))).json()) as Answer & { deposit?: unknown };
    now = 41;
    const late = await signer(sellRequest('sell-key-late'));
    expect(late.status).toBe(200);
    expect(((await late.json()) as Answer).transaction.transaction_id).toBe(first.transaction.transaction_id);
    expect(posts('offramp')).toBe(1);
    expect(mock.transactions).toHaveLength(1);
  });

  it('refuses a reference sent with other details once its record has expired, as while it lived: never the earlier answer as this one', async () => {
    let now = 0;
    const store = createMemoryIdempotencyStore({ ttlMs: 40, now: () => now });
    const { signer, mock, posts } = chain({ signer: { idempotency: { store } } });
    const reference = newReference();
    await signer(buyRequest(reference, { amount: 25000 }));
    now = 41;
    // The same narration, a new amount: a 200 with the ₦25,000 record would read as this ₦30,000 request accepted.
    const changed = await signer(buyRequest(reference, { amount: 30000 }));
    expect(changed.status).toBe(422);
    expect(await errorOf(changed)).toMatchObject({ code: 'conflict', retryable: false });
    expect(posts('onramp')).toBe(1);
    expect(mock.transactions).toHaveLength(1);
  });

  it('refuses a sell key sent with another asset once its record has expired', async () => {
    let now = 0;
    const store = createMemoryIdempotencyStore({ ttlMs: 40, now: () => now });
    const { signer, posts } = chain({ signer: { idempotency: { store } } });
    await signer(sellRequest('sell-key-asset', { asset: 'USDT' }));
    now = 41;
    const changed = await signer(sellRequest('sell-key-asset', { asset: 'USDC' }));
    expect(changed.status).toBe(422);
    expect(posts('offramp')).toBe(1);
  });

  it('holds over real loopback HTTP: duplicates at once and after, one transaction', async () => {
    const { signer, mock } = chain({ mock: { faults: { route: 'onramp', latencyMs: 30 } } });
    const served = await serve(signer);
    try {
      const reference = newReference();
      const send = () => {
        const request = buyRequest(reference);
        return fetch(`${served.url}/api/ramp/onramp`, { method: 'POST', headers: request.headers, body: request.body, duplex: 'half' } as RequestInit);
      };
      const answers = [...(await Promise.all([send(), send(), send()])), await send()];
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(answers[3]?.headers.get(REPLAYED_HEADER)).toBe('true');
      expect(mock.transactions).toHaveLength(1);
    } finally {
      await served.close();
    }
  });
});
