import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore, REPLAYED_HEADER, toNodeHandler, type RampPrincipal } from '../../../src/server';
import { buyRequest, chain, errorOf, newReference, sellRequest } from '../support/chain';
import { serve } from '../support/loopback';

/** A host guard reading the user from an `x-user` header, as a session lookup would from a cookie. */
function byHeader(locked: Record<string, RampPrincipal['locked']> = {}) {
  return vi.fn((request: Request): RampPrincipal | Response => {
    const userId = request.headers.get('x-user');
    if (!userId) return new Response('login required', { status: 401 });
    return { userId, locked: locked[userId] };
  });
}

const as = (userId: string) => ({ 'x-user': userId });

describe('authorize', () => {
  it('refuses on every route before reading a body or calling the service, in the error shape', async () => {
    const authorize = byHeader();
    const { signer, mock } = chain({ signer: { authorize } });
    const requests = [
      new Request('http://shop.example/api/ramp/vendors'),
      new Request('http://shop.example/api/ramp/banks'),
      buyRequest(newReference()),
      sellRequest(newReference()),
      // Not even JSON: still 401, so nothing was read.
      new Request('http://shop.example/api/ramp/onramp', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
    ];
    for (const request of requests) {
      const response = await signer(request);
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await errorOf(response)).toEqual({ code: 'unauthorized', message: 'Sign in to use this checkout.' });
      expect(request.bodyUsed).toBe(false);
    }
    expect(authorize).toHaveBeenCalledTimes(requests.length);
    expect(mock.received).toHaveLength(0);
  });

  it("keeps a host refusal already in the error shape, with its status and Retry-After", async () => {
    const refusal = new Response(JSON.stringify({ error: { code: 'forbidden', message: 'Verify your identity first.' } }), {
      status: 403,
      headers: { 'retry-after': '30', 'set-cookie': 'x=1' },
    });
    const { signer } = chain({ signer: { authorize: () => refusal } });
    const response = await signer(buyRequest(newReference()));
    expect(response.status).toBe(403);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await errorOf(response)).toEqual({ code: 'forbidden', message: 'Verify your identity first.' });
  });

  it('lets an authorised user through, and without authorize behaves as before', async () => {
    const guarded = chain({ signer: { authorize: byHeader() } });
    expect((await guarded.signer(buyRequest(newReference(), {}, as('ada')))).status).toBe(200);
    const open = chain();
    expect((await open.signer(buyRequest(newReference()))).status).toBe(200);
  });

  it('answers 500 without calling the service when authorize returns no userId (a host bug)', async () => {
    const { signer, mock } = chain({ signer: { authorize: () => ({ userId: '' }) } });
    expect((await signer(buyRequest(newReference()))).status).toBe(500);
    expect(mock.received).toHaveLength(0);
  });
});

describe('locks', () => {
  const WALLET = '0x52908400098527886e0f7030069857d2e4169ee7';
  const locked = { ada: { network: 'Polygon', wallet_address: WALLET.toUpperCase().replace('0X', '0x'), account_number: '123-456 7890', bank_name: ' zenith bank ' } };

  it('accept the locked values however the host wrote them', async () => {
    const { signer, posts } = chain({ signer: { authorize: byHeader(locked) } });
    expect((await signer(buyRequest(newReference(), {}, as('ada')))).status).toBe(200);
    expect(posts('onramp')).toBe(1);
  });

  it('refuse a changed wallet with 422 naming the field, never rewriting it, and call nothing upstream', async () => {
    const { signer, posts } = chain({ signer: { authorize: byHeader(locked) } });
    const response = await signer(buyRequest(newReference(), { wallet_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }, as('ada')));
    expect(response.status).toBe(422);
    const json = (await response.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
    expect(json.error.code).toBe('validation');
    expect(json.error.message).toMatch(/This account is set by the site/);
    expect(json.error.fields).toEqual({ wallet_address: expect.stringMatching(/set by the site/) });
    expect(posts('onramp')).toBe(0);
  });

  // The widget sends a bank by its listed name ("Guaranty Trust Bank") whatever the person or the host wrote.
  it('take a bank locked by a name it goes by ("GTBank") as that listed bank, and still refuse another', async () => {
    const locks = { bola: { bank_name: 'GTBank' } };
    const { signer, posts } = chain({ signer: { authorize: byHeader(locks) } });
    const listed = sellRequest(newReference(), { bank_name: 'Guaranty Trust Bank' });
    listed.headers.set('x-user', 'bola');
    expect((await signer(listed)).status).toBe(200);
    const typed = sellRequest(newReference(), { bank_name: 'gtb' });
    typed.headers.set('x-user', 'bola');
    expect((await signer(typed)).status).toBe(200);
    expect((await signer(buyRequest(newReference(), { bank_name: 'Guaranty Trust Bank' }, as('bola')))).status).toBe(200);
    expect(posts('offramp')).toBe(2);
    const other = sellRequest(newReference(), { bank_name: 'Wema Bank' });
    other.headers.set('x-user', 'bola');
    const response = await signer(other);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({ bank_name: expect.stringMatching(/set by the site/) });
  });

  it('name every changed field: network, bank and account on a sell', async () => {
    const sellLocks = { bola: { network: 'stellar', bank_name: 'Wema Bank', account_number: '9480948372', account_name: 'Tansi Jones' } };
    const { signer, posts } = chain({ signer: { authorize: byHeader(sellLocks) } });
    const changed = sellRequest(newReference(), { network: 'polygon', wallet_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', account_number: '0123456789', account_name: 'Someone Else' });
    changed.headers.set('x-user', 'bola');
    const response = await signer(changed);
    expect(response.status).toBe(422);
    const json = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(json.error.fields).sort()).toEqual(['account_name', 'account_number', 'network']);
    expect(posts('offramp')).toBe(0);
  });

  it('apply to the user they were set for only', async () => {
    const { signer } = chain({ signer: { authorize: byHeader(locked) } });
    const other = buyRequest(newReference(), { wallet_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }, as('chidi'));
    expect((await signer(other)).status).toBe(200);
  });
});

describe('ownership of a reference', () => {
  it("answers another user's replay with 404, never the record, and the owner's with the record", async () => {
    const { signer, posts } = chain({ signer: { authorize: byHeader() } });
    const reference = newReference();
    const first = await signer(buyRequest(reference, {}, as('ada')));
    expect(first.status).toBe(200);
    const record = await first.text();
    const stranger = await signer(buyRequest(reference, {}, as('eve')));
    expect(stranger.status).toBe(404);
    const strangerText = await stranger.text();
    expect(strangerText).not.toContain('transaction_id');
    const { error } = JSON.parse(strangerText) as { error: { code: string; message: string } };
    expect(error.code).toBe('not_found');
    // Whoever paid under this reference must not be sent to pay again under a new one.
    expect(error.message).toMatch(/do not pay again/);
    expect(error.message).not.toMatch(/new request|new reference/i);
    const again = await signer(buyRequest(reference, {}, as('ada')));
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await again.text()).toBe(record);
    expect(posts('onramp')).toBe(1);
  });

  it('holds when the other user races the owner with the same reference', async () => {
    const { signer, posts } = chain({ signer: { authorize: byHeader() }, mock: { faults: { route: 'onramp', latencyMs: 30 } } });
    const reference = newReference();
    const [a, b] = await Promise.all([signer(buyRequest(reference, {}, as('ada'))), signer(buyRequest(reference, {}, as('eve')))]);
    expect([a.status, b.status]).toEqual([200, 404]);
    expect(posts('onramp')).toBe(1);
  });
});

describe('ownership when the owner record is gone (evicted, expired)', () => {
  it("hands the reference to nobody: another user's request and status read get 404, and nothing is sent", async () => {
    const forgetful = createMemoryStore({ maxEntries: 1 });
    const { signer, posts } = chain({ signer: { authorize: byHeader(), store: forgetful } });
    const reference = newReference();
    expect((await signer(buyRequest(reference, {}, as('ada')))).status).toBe(200);
    // Other references push the owner record out of a store that holds one owner.
    await forgetful.set('owner:someone-else', 'x', 60_000);
    for (const body of [{}, { amount: 30000 }]) {
      const stranger = await signer(buyRequest(reference, body, as('eve')));
      expect(stranger.status).toBe(404);
      expect(await stranger.text()).not.toContain('transaction_id');
    }
    const read = await signer(new Request(`http://shop.example/api/ramp/transactions/${reference}`, { headers: as('eve') }));
    expect(read.status).toBe(404);
    expect(posts('onramp')).toBe(1);
  });
});

describe('onTransaction', () => {
  it('is called once for 20 concurrent duplicates, after the answer, with the user, route, reference, request and response', async () => {
    const onTransaction = vi.fn();
    const { signer, posts } = chain({ signer: { authorize: byHeader(), onTransaction }, mock: { faults: { route: 'onramp', latencyMs: 40 } } });
    const reference = newReference();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signer(buyRequest(reference, {}, as('ada')))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const replay = await signer(buyRequest(reference, {}, as('ada')));
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
    await vi.waitFor(() => expect(onTransaction).toHaveBeenCalled());
    const body = (await answers[0]?.json()) as unknown;
    expect(onTransaction).toHaveBeenCalledTimes(1);
    expect(onTransaction).toHaveBeenCalledWith({
      userId: 'ada',
      route: 'onramp',
      reference,
      sentAgain: false,
      request: expect.objectContaining({ reference, business_id: 'biz_chain', type: 'buy_ramp' }),
      response: { status: 200, body },
    });
    expect(posts('onramp')).toBe(1);
  });

  it('is not called for a refusal, and its failure is logged, never turned into an error for the person', async () => {
    const warn = vi.fn();
    const onTransaction = vi.fn(() => Promise.reject(new Error('audit database down')));
    const { signer } = chain({ signer: { onTransaction, logger: { warn } } });
    expect((await signer(buyRequest(newReference(), { amount: 5 }))).status).toBe(422);
    expect(onTransaction).not.toHaveBeenCalled();
    const sell = await signer(sellRequest(newReference()));
    expect(sell.status).toBe(200);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/onTransaction failed/), expect.objectContaining({ error: 'audit database down' })));
    expect(onTransaction).toHaveBeenCalledWith(expect.objectContaining({ userId: undefined, route: 'offramp' }));
  });

  it('a hook that throws synchronously is logged too', async () => {
    const warn = vi.fn();
    const signer = chain({ signer: { onTransaction: () => { throw new Error('sync'); }, logger: { warn } } }).signer;
    expect((await signer(buyRequest(newReference()))).status).toBe(200);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/onTransaction failed/), expect.anything()));
  });
});

describe('authorize under the Node adapter', () => {
  it("reads what the host's middleware put on the request (Express: req.user)", async () => {
    const authorize = (_request: Request, context: { incoming?: unknown }) => {
      const user = (context.incoming as { user?: { id: string } } | undefined)?.user;
      return user ? { userId: user.id } : new Response(null, { status: 401 });
    };
    const { signer } = chain({ signer: { authorize } });
    const adapter = toNodeHandler(signer);
    // What a session middleware does before the route: it sets req.user from the cookie.
    const served = await serve(async (req: IncomingMessage, res: ServerResponse) => {
      if (req.headers.cookie === 'session=valid') Object.assign(req, { user: { id: 'ada' } });
      await adapter(req, res);
    }, false);
    try {
      const banks = (cookie: string) => fetch(`${served.url}/api/ramp/banks`, { headers: { cookie } }).then((r) => r.status);
      expect(await banks('session=valid')).toBe(200);
      expect(await banks('session=forged')).toBe(401);
    } finally {
      await served.close();
    }
  });
});

describe('the status route with authorize', () => {
  const statusOf = (reference: string, userId: string) =>
    new Request(`http://shop.example/api/ramp/transactions/${encodeURIComponent(reference)}`, { headers: as(userId) });

  it("answers the user who created the reference, under the widget's and the service's reference, and 404 to anyone else", async () => {
    const { signer } = chain({ signer: { authorize: byHeader() } });
    const reference = newReference();
    const created = (await (await signer(buyRequest(reference, {}, as('ada')))).json()) as { transaction: { reference: string; transaction_id: string } };
    for (const ref of [reference, created.transaction.reference]) {
      const own = await signer(statusOf(ref, 'ada'));
      expect(own.status).toBe(200);
      expect(((await own.json()) as { transaction: { transaction_id: string } }).transaction.transaction_id).toBe(created.transaction.transaction_id);
      const other = await signer(statusOf(ref, 'bayo'));
      expect(other.status).toBe(404);
      const text = await other.text();
      expect(text).not.toContain(created.transaction.transaction_id);
      expect(JSON.parse(text)).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('refuses a status poll with no user before reading anything', async () => {
    const { signer, mock } = chain({ signer: { authorize: byHeader() } });
    const response = await signer(new Request('http://shop.example/api/ramp/transactions/abc'));
    expect(response.status).toBe(401);
    expect(mock.received).toHaveLength(0);
  });
});
