import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RAMP_WEBHOOK_EVENTS } from '../../../src/core';
import { assertRampWebhookConfig, createRampWebhookHandler } from '../../../src/server';
import { buyRequest, newReference } from '../support/chain';
import { delivery, statusAt, WEBHOOK_SECRET, webhookChain } from '../support/webhook-chain';

const updated = (reference: string, word: string, extra: Record<string, unknown> = {}) => ({
  event: RAMP_WEBHOOK_EVENTS.updated,
  payload: { reference, type: 'Buy', transaction_status: word, ...extra },
});

async function created() {
  const chain = webhookChain();
  const reference = newReference();
  expect((await chain.signer(buyRequest(reference))).status).toBe(200);
  await chain.mock.webhooksIdle();
  return { ...chain, reference };
}

describe('webhook receiver', () => {
  it('takes the creation event, then an update the status route serves at once', async () => {
    const { signer, webhooks, events, reference } = await created();
    expect(events.map((e) => [e.event, e.reference, e.status])).toEqual([[RAMP_WEBHOOK_EVENTS.created, reference, 'pending']]);
    const response = await webhooks(delivery(updated(reference, 'Completed')));
    expect(response.status).toBe(200);
    expect(await statusAt(signer, reference)).toBe('completed');
    expect(events.at(-1)?.status).toBe('completed');
  });

  it('calls onEvent once for a delivery the service sends three times, in turn or at once', async () => {
    const { webhooks, events, reference } = await created();
    const body = updated(reference, 'Failed');
    const answers = [await webhooks(delivery(body)), await webhooks(delivery(body))];
    answers.push(...(await Promise.all([webhooks(delivery(body)), webhooks(delivery(body))])));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(events.filter((e) => e.event === RAMP_WEBHOOK_EVENTS.updated)).toHaveLength(1);
  });

  it.each([
    ['missing', null],
    ['wrong', 'whsec_wrong'],
    ['one character off', `${WEBHOOK_SECRET.slice(0, -1)}X`],
    ['longer', `${WEBHOOK_SECRET}X`],
  ])('refuses a %s secret with 401 and changes nothing', async (_, secret) => {
    const { signer, webhooks, events, reference } = await created();
    const response = await webhooks(delivery(updated(reference, 'Completed'), secret));
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    expect(await statusAt(signer, reference)).toBe('pending');
    expect(events).toHaveLength(1);
    // The refused delivery did not use up its place: the genuine one is still taken.
    expect((await webhooks(delivery(updated(reference, 'Completed')))).status).toBe(200);
    expect(events).toHaveLength(2);
  });

  it.each([
    ['not JSON', '{"event": "bridge.events.transaction_request.updated", "payload": '],
    ['a list', '[]'],
    ['no payload', { event: RAMP_WEBHOOK_EVENTS.updated }],
    ['a payload list', { event: RAMP_WEBHOOK_EVENTS.updated, payload: [] }],
    ['an event number', { event: 7, payload: {} }],
    ['an empty event', { event: ' ', payload: {} }],
  ])('answers 400 for %s and changes nothing', async (_, body) => {
    const { signer, webhooks, events, reference } = await created();
    const response = await webhooks(delivery(body));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('validation');
    expect(await statusAt(signer, reference)).toBe('pending');
    expect(events).toHaveLength(1);
  });

  it('never answers 5xx for any body or header, and never logs the secret', async () => {
    const { webhooks, logs } = webhookChain();
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify({ event: 'x', payload: v }))), fc.boolean(), async (body, withSecret) => {
        const response = await webhooks(delivery(body, withSecret ? WEBHOOK_SECRET : 'nope'));
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toContain(WEBHOOK_SECRET);
  });

  // The service documents no content type for its deliveries; the secret, not the label, says it is the service.
  it.each([null, 'text/plain', 'application/x-www-form-urlencoded'])('takes a delivery with content type %s once its secret matches', async (type) => {
    const { signer, webhooks, events, reference } = await created();
    const request = delivery(updated(reference, 'Completed'));
    const headers = new Headers(request.headers);
    if (type === null) headers.delete('content-type');
    else headers.set('content-type', type);
    // Bytes, so no content type is added for the one sent without any.
    const body = new TextEncoder().encode(await request.text());
    const response = await webhooks(new Request(request.url, { method: 'POST', headers, body }));
    expect(response.status).toBe(200);
    expect(events.at(-1)?.status).toBe('completed');
    expect(await statusAt(signer, reference)).toBe('completed');
  });

  it('still refuses a delivery labelled otherwise whose secret is wrong, before reading it', async () => {
    const { webhooks, events } = webhookChain();
    const response = await webhooks(new Request('https://shop.example/api/ramp/webhooks', { method: 'POST', headers: { 'content-type': 'text/plain', 'bridge-webhook-secret': 'nope' }, body: '{}' }));
    expect(response.status).toBe(401);
    expect(events).toHaveLength(0);
  });

  it('answers 405 with Allow: POST to other methods', async () => {
    const response = await webhookChain().webhooks(new Request('https://shop.example/api/ramp/webhooks'));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('passes an event it does not know to onEvent without touching statuses', async () => {
    const { signer, webhooks, events, reference } = await created();
    expect((await webhooks(delivery({ event: 'bridge.events.other', payload: { reference, transaction_status: 'Completed' } }))).status).toBe(200);
    expect(events.at(-1)?.event).toBe('bridge.events.other');
    expect(await statusAt(signer, reference)).toBe('pending');
  });

  it('keeps nothing for a reference this signer did not create: a later creation under it starts from its own answer', async () => {
    const { signer, webhooks, events } = webhookChain({ mock: { webhooks: undefined } });
    const reference = newReference();
    expect((await webhooks(delivery(updated(reference, 'Completed', { amount: 999_999, account_number: '0000000000' })))).status).toBe(200);
    expect(events).toHaveLength(1);
    expect(await statusAt(signer, reference)).toBe(404);
    expect((await signer(buyRequest(reference))).status).toBe(200);
    const answer = (await (await signer(new Request(`https://shop.example/api/ramp/transactions/${reference}`))).json()) as { status: string; transaction: Record<string, unknown> };
    expect(answer.status).toBe('pending');
    expect(answer.transaction.amount).toBe(25000);
    expect(JSON.stringify(answer)).not.toContain('999999');
  });

  it.each([
    ['Completed', 'Failed', 'completed'],
    ['Failed', 'Completed', 'failed'],
    ['Completed', 'pending', 'completed'],
  ])('keeps a transaction settled: %s, then %s, stays %s, record unchanged', async (first, later, expected) => {
    const { signer, webhooks, reference } = await created();
    await webhooks(delivery(updated(reference, first)));
    const before = await (await signer(new Request(`https://shop.example/api/ramp/transactions/${reference}`))).json();
    await webhooks(delivery(updated(reference, later, { amount: 1, note: 'late' })));
    const after = await (await signer(new Request(`https://shop.example/api/ramp/transactions/${reference}`))).json();
    expect(await statusAt(signer, reference)).toBe(expected);
    expect(after).toEqual(before);
  });

  it('answers 500 and forgets the delivery when onEvent throws, so the retry is handled again', async () => {
    let calls = 0;
    const reference = newReference();
    const failing = createRampWebhookHandler({
      webhookSecret: WEBHOOK_SECRET,
      env: {},
      onEvent: () => {
        calls += 1;
        if (calls === 1) throw new Error('host database down');
      },
    });
    expect((await failing(delivery(updated(reference, 'Completed')))).status).toBe(500);
    expect((await failing(delivery(updated(reference, 'Completed')))).status).toBe(200);
    expect(calls).toBe(2);
  });

  it('reads the secret and its header from the environment, and refuses to start without a secret', () => {
    expect(() => assertRampWebhookConfig({ env: {} })).toThrow(/RAMP_WEBHOOK_SECRET \(option webhookSecret\)/);
    const handler = createRampWebhookHandler({ env: { RAMP_WEBHOOK_SECRET: 's3cret', RAMP_WEBHOOK_SECRET_HEADER: 'X-Hook-Secret' } });
    return Promise.all([
      handler(delivery(updated('r1', 'Completed'), 's3cret', 'x-hook-secret')).then((r) => expect(r.status).toBe(200)),
      handler(delivery(updated('r2', 'Completed'), 's3cret')).then((r) => expect(r.status).toBe(401)),
    ]);
  });
});
