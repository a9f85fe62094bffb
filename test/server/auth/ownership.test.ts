import { describe, expect, it } from 'vitest';
import { RAMP_WEBHOOK_EVENTS } from '../../../src/core';
import { createMemoryStore, createRampWebhookHandler, type RampPrincipal } from '../../../src/server';
import { buyRequest, chain, newReference } from '../support/chain';
import { delivery, WEBHOOK_SECRET } from '../support/webhook-chain';

const as = (userId: string) => ({ 'x-user': userId });
const authorize = (request: Request): RampPrincipal | Response => {
  const userId = request.headers.get('x-user');
  return userId ? { userId } : new Response(null, { status: 401 });
};
const statusFor = (reference: string, userId: string) => new Request(`http://shop.example/api/ramp/transactions/${reference}`, { headers: as(userId) });

/** A signer and a webhook receiver sharing a memory store of 100 keys of each kind, over the mock. */
function smallStoreChain() {
  const store = createMemoryStore({ maxEntries: 100 });
  const { signer, posts } = chain({ signer: { authorize, store } });
  const webhooks = createRampWebhookHandler({ store, webhookSecret: WEBHOOK_SECRET, env: {} });
  return { store, signer, webhooks, posts };
}

describe('owners are kept whatever other traffic does', () => {
  it('1,000 webhook deliveries for references the signer never created take no room: Alice still reads hers', async () => {
    const { signer, webhooks } = smallStoreChain();
    const reference = newReference();
    expect((await signer(buyRequest(reference, {}, as('alice')))).status).toBe(200);
    for (let n = 0; n < 1_000; n += 1) {
      const event = { event: RAMP_WEBHOOK_EVENTS.updated, payload: { reference: `elsewhere-${n}`, transaction_status: 'Completed', amount: n } };
      expect((await webhooks(delivery(event))).status).toBe(200);
    }
    expect((await signer(statusFor(reference, 'alice'))).status).toBe(200);
    expect((await signer(statusFor(reference, 'bob'))).status).toBe(404);
  });

  it('an owner pushed out by 60 other transactions is handed to nobody: Bob cannot claim or read Alice’s reference', async () => {
    const { signer, posts } = smallStoreChain();
    const reference = newReference();
    expect((await signer(buyRequest(reference, {}, as('alice')))).status).toBe(200);
    // Two owner records per transaction: 60 more push Alice's out of 100, while her status (one per transaction) stays.
    for (let n = 0; n < 60; n += 1) expect((await signer(buyRequest(newReference(), {}, as(`user-${n}`)))).status).toBe(200);
    const claim = await signer(buyRequest(reference, {}, as('bob')));
    expect(claim.status).toBe(404);
    const read = await signer(statusFor(reference, 'bob'));
    expect(read.status).toBe(404);
    expect(await read.text()).not.toContain('1234567890');
    expect(posts('onramp')).toBe(61);
  });
});
