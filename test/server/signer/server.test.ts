import { describe, expect, it } from 'vitest';
import { RAMP_WEBHOOK_EVENTS } from '../../../src/core';
import { createMockRampService } from '../../../src/mock';
import { createRampServer, createRampSigner, createRampWebhookHandler, type RampServerOptions } from '../../../src/server';
import { buyRequest, newReference } from '../support/chain';
import { delivery, statusAt, WEBHOOK_SECRET } from '../support/webhook-chain';

function settings(logs: string[] = []): RampServerOptions {
  const mock = createMockRampService();
  return {
    secretKey: mock.secretKey,
    businessId: 'biz',
    linkTag: 'tag',
    baseUrl: 'https://ramp.example',
    basePath: '/api/ramp',
    env: {},
    fetch: mock.fetch,
    webhookSecret: WEBHOOK_SECRET,
    logger: { warn: (message) => void logs.push(message) },
  };
}

const completed = (reference: string) => delivery({ event: RAMP_WEBHOOK_EVENTS.updated, payload: { reference, transaction_status: 'Completed' } });

describe('createRampServer: one object for one deployment', () => {
  it('gives the signer, the webhook receiver and the refresh one store: a webhook reaches the status route', async () => {
    const server = createRampServer(settings());
    const reference = newReference();
    expect((await server.signer(buyRequest(reference), { clientAddress: '203.0.113.1' })).status).toBe(200);
    expect(await statusAt(server.signer, reference)).toBe('pending');
    expect((await server.webhooks(completed(reference))).status).toBe(200);
    expect(await statusAt(server.signer, reference)).toBe('completed');
    expect(await server.refreshPending({ olderThanMs: 0 })).toEqual({ checked: 0, settled: 0, pending: 0, failed: 0 });
    expect(await server.store.get(`status:${reference}`)).toContain('completed');
  });

  it('shares the store it is given', () => {
    const base = settings();
    const { store } = createRampServer(base);
    const given = createRampServer({ ...base, store });
    expect(given.store).toBe(store);
  });
});

describe('a signer and a receiver made apart, each with its own default store', () => {
  it('say so at creation: webhooks would never reach the status route', async () => {
    const logs: string[] = [];
    const base = settings(logs);
    const signer = createRampSigner({ ...base });
    createRampWebhookHandler({ ...base });
    expect(logs.filter((line) => /two options objects without a store/.test(line))).toHaveLength(1);
    expect(logs.join('\n')).toMatch(/createRampServer/);
    // What the warning is about: the delivery went to a store the status route never reads.
    const reference = newReference();
    await signer(buyRequest(reference), { clientAddress: '203.0.113.1' });
    expect(await statusAt(signer, reference)).toBe('pending');
  });

  it('say nothing when they share one options object, or one store', () => {
    const logs: string[] = [];
    const base = settings(logs);
    createRampSigner(base);
    createRampWebhookHandler(base);
    createRampServer(base);
    expect(logs.filter((line) => /without a store/.test(line))).toEqual([]);
  });
});
