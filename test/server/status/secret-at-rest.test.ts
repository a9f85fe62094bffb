import { describe, expect, it } from 'vitest';
import { createMemoryStore, createRampServer, type RampStore, type RampWebhookEvent } from '../../../src/server';
import { SECRET, BASE_URL, browserPost, buyBody, fakeUpstream, servingLists, upstreamJson } from '../support/helpers';
import { WEBHOOK_SECRET, delivery } from '../support/webhook-chain';

/** A memory store that also remembers every value written to it, as a database would hold it. */
function recordingStore(): { store: RampStore; written: string[] } {
  const inner = createMemoryStore();
  const written: string[] = [];
  const store: RampStore = {
    ...inner,
    get: (key) => inner.get(key),
    getMany: inner.getMany && ((keys) => inner.getMany!(keys)),
    set: (key, value, ttlMs) => (written.push(value), inner.set(key, value, ttlMs)),
    add: (key, value, ttlMs) => (written.push(value), inner.add(key, value, ttlMs)),
    addTracked: inner.addTracked && ((key, value, ttlMs, tracked) => (written.push(value), inner.addTracked!(key, value, ttlMs, tracked))),
    increment: (key, windowMs) => inner.increment(key, windowMs),
    delete: (key) => inner.delete(key),
    track: (set, member, score) => inner.track(set, member, score),
    untrack: (set, member) => inner.untrack(set, member),
    tracked: (set, maxScore, limit) => inner.tracked(set, maxScore, limit),
  };
  return { store, written };
}

// The service echoing the key back in the record it creates, in a lookup and in a webhook.
const echoed = (status: string) => ({
  transaction_id: 't-1',
  type: 'Buy',
  reference: 'svc-ref-1',
  amount: 25000,
  link_account_name: `echo ${SECRET}`,
  link_bank_name: SECRET.toUpperCase(),
  transaction_status: status,
});

describe('the secret key at rest', () => {
  it('is in no stored status, lookup result, webhook update or onEvent payload, whatever the service echoes', async () => {
    const { store, written } = recordingStore();
    const upstream = fakeUpstream(
      servingLists((call) =>
        call.url.includes('/onramp') ? upstreamJson(200, { status: 'success', message: 'ok', transaction: echoed('pending') }) : upstreamJson(200, { transactions: echoed('pending') }),
      ),
    );
    const events: RampWebhookEvent[] = [];
    let clock = Date.now();
    const { signer, webhooks, refreshPending } = createRampServer({
      secretKey: SECRET,
      businessId: 'biz_123',
      linkTag: 'Link_eng',
      baseUrl: BASE_URL,
      basePath: '/api/ramp',
      env: {},
      fetch: upstream.fetch,
      store,
      webhookSecret: WEBHOOK_SECRET,
      onEvent: (event) => void events.push(event),
    });
    expect((await signer(browserPost('/api/ramp/onramp', buyBody()))).status).toBe(200);
    clock += 60 * 60_000;
    await refreshPending({ olderThanMs: 0, now: () => clock });
    const webhook = await webhooks(delivery({ event: 'bridge.events.transaction_request.updated', payload: echoed('Completed') }));
    expect(webhook.status).toBe(200);

    expect(written.some((value) => value.includes('svc-ref-1'))).toBe(true);
    for (const value of written) expect(value.toLowerCase()).not.toContain(SECRET.toLowerCase());
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events).toLowerCase()).not.toContain(SECRET.toLowerCase());
    expect(events[0]?.payload.link_account_name).toBe('echo [redacted]');
  });
});
