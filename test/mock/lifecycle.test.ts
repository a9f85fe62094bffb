import { describe, expect, it } from 'vitest';
import { RAMP_WEBHOOK_EVENTS } from '../../src/core';
import { createMockRampService, type MockRampOptions } from '../../src/mock';
import { buyBody } from '../server/support/helpers';
import { manualClock } from '../support/manual-clock';

const BASE = 'http://mock.test';
const BUSINESS = '0123456789';

// The widget's buy as the signer sends it on: its body plus the identity the signer adds.
const wireBuy = (reference: string) => ({ ...buyBody({ reference }), business_id: BUSINESS, link_tag: 'Link_eng', type: 'buy_ramp' });

type Posted = { headers: Headers; body: { event: string; payload: Record<string, unknown> } };

/** A mock on a clock the test moves, posting webhooks to a receiver that answers `statuses` in turn (then 200). */
function setup(options: MockRampOptions = {}, statuses: number[] = []) {
  let clock = Date.UTC(2026, 0, 1);
  const posted: Posted[] = [];
  const mock = createMockRampService({
    now: () => new Date(clock),
    webhooks: {
      url: 'https://host.example/hooks',
      secret: 'whsec_test',
      retryDelayMs: 1,
      fetch: async (_, init) => {
        posted.push({ headers: new Headers(init.headers), body: JSON.parse(String(init.body)) as Posted['body'] });
        return new Response(null, { status: statuses.shift() ?? 200 });
      },
    },
    ...options,
  });
  const call = (method: string, path: string, body?: unknown) =>
    mock.fetch(`${BASE}${path}`, {
      method,
      headers: { [mock.secretHeader]: mock.secretKey, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const lookup = async (reference: string, business = BUSINESS) => {
    const response = await call('GET', `/transactions/v1/fetch_transaction?business_id=${business}&transaction_reference=${reference}`);
    return { status: response.status, json: (await response.json()) as { transactions?: Record<string, unknown> } };
  };
  return { mock, call, lookup, posted, advance: (ms: number) => (clock += ms) };
}

describe('mock transaction lifecycle', () => {
  it('answers the observed lookup: pending until the delay passes, then Completed', async () => {
    const { call, lookup, advance, mock } = setup({ lifecycle: { settleAfterMs: 5_000 } });
    await call('POST', '/transactions/v1/onramp', wireBuy('ref-1'));
    const before = await lookup('ref-1');
    expect(before.status).toBe(200);
    expect(before.json.transactions).toMatchObject({ reference: 'ref-1', type: 'Buy', amount: 25000, transaction_status: 'pending' });
    advance(5_000);
    expect((await lookup('ref-1')).json.transactions?.transaction_status).toBe('Completed');
    mock.stop();
  });

  it('settles to Failed when told to', async () => {
    const { call, lookup, mock } = setup({ lifecycle: { settleTo: () => 'failed' } });
    await call('POST', '/transactions/v1/onramp', wireBuy('ref-f'));
    expect((await lookup('ref-f')).json.transactions?.transaction_status).toBe('Failed');
    mock.stop();
  });

  it('answers 404 for an unknown reference or another business, 400 without the parameters', async () => {
    const { call, lookup, mock } = setup();
    await call('POST', '/transactions/v1/onramp', wireBuy('ref-2'));
    expect((await lookup('nope')).status).toBe(404);
    expect((await lookup('ref-2', 'another')).status).toBe(404);
    expect((await call('GET', '/transactions/v1/fetch_transaction')).status).toBe(400);
    mock.stop();
  });

  it('delivers the creation event, then the update, each with the secret header', async () => {
    const { call, posted, mock } = setup({ lifecycle: { settleAfterMs: 60_000 } });
    await call('POST', '/transactions/v1/onramp', wireBuy('ref-3'));
    expect(mock.settle('ref-3', 'completed')).toBe(true);
    expect(mock.settle('ref-3', 'failed')).toBe(false);
    await mock.webhooksIdle();
    expect(posted.map((p) => [p.body.event, p.body.payload.reference, p.body.payload.transaction_status])).toEqual([
      [RAMP_WEBHOOK_EVENTS.created, 'ref-3', 'pending'],
      [RAMP_WEBHOOK_EVENTS.updated, 'ref-3', 'Completed'],
    ]);
    expect(posted.every((p) => p.headers.get('bridge-webhook-secret') === 'whsec_test')).toBe(true);
    mock.stop();
  });

  it('delivers the update by itself once the delay has passed', async () => {
    const { call, posted, mock } = setup({ lifecycle: { settleAfterMs: 0 } });
    await call('POST', '/transactions/v1/onramp', wireBuy('ref-4'));
    await expect.poll(() => posted.map((p) => p.body.event)).toEqual([RAMP_WEBHOOK_EVENTS.created, RAMP_WEBHOOK_EVENTS.updated]);
    mock.stop();
  });

  it('retries a failed delivery up to two more times, then gives up', async () => {
    const { call, posted, mock } = setup({ lifecycle: { settleAfterMs: 60_000 } }, [500, 503, 500, 500, 200]);
    await call('POST', '/transactions/v1/onramp', wireBuy('ref-5'));
    await mock.webhooksIdle();
    expect(mock.webhookDeliveries.map((d) => d.status)).toEqual([500, 503, 500]);
    mock.settle('ref-5', 'completed');
    await mock.webhooksIdle();
    expect(mock.webhookDeliveries.slice(3).map((d) => [d.attempt, d.status])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    expect(posted).toHaveLength(5);
    mock.stop();
  });

  it('settles, and retries its webhooks, on the clock it is given', async () => {
    const clock = manualClock();
    const posted: Posted['body'][] = [];
    const mock = createMockRampService({
      clock,
      lifecycle: { settleAfterMs: 5_000 },
      webhooks: {
        url: 'https://host.example/hooks',
        secret: 'whsec_test',
        // The first update is refused, so it goes again after the default second, by this clock.
        fetch: async (_, init) => {
          const body = JSON.parse(String(init.body)) as Posted['body'];
          posted.push(body);
          const refused = body.event === RAMP_WEBHOOK_EVENTS.updated && posted.filter((p) => p.event === body.event).length === 1;
          return new Response(null, { status: refused ? 503 : 200 });
        },
      },
    });
    await mock.fetch(`${BASE}/transactions/v1/onramp`, {
      method: 'POST',
      headers: { [mock.secretHeader]: mock.secretKey, 'content-type': 'application/json' },
      body: JSON.stringify(wireBuy('ref-7')),
    });
    await mock.webhooksIdle();
    const sent = () => mock.webhookDeliveries.map((d) => `${d.event} ${d.attempt} ${d.status}`);
    expect(sent()).toEqual([`${RAMP_WEBHOOK_EVENTS.created} 1 200`]);
    await clock.advance(4_999);
    expect(sent()).toHaveLength(1);
    await clock.advance(1);
    expect(sent()).toEqual([`${RAMP_WEBHOOK_EVENTS.created} 1 200`, `${RAMP_WEBHOOK_EVENTS.updated} 1 503`]);
    await clock.advance(999);
    expect(sent()).toHaveLength(2);
    await clock.advance(1);
    await mock.webhooksIdle();
    expect(sent().at(-1)).toBe(`${RAMP_WEBHOOK_EVENTS.updated} 2 200`);
    expect(posted.at(-1)?.payload.transaction_status).toBe('Completed');
    mock.stop();
  });

  it('sends nothing more once stopped', async () => {
    const { call, posted, mock } = setup({ lifecycle: { settleAfterMs: 60_000 } });
    mock.stop();
    await call('POST', '/transactions/v1/onramp', wireBuy('ref-6'));
    await mock.webhooksIdle();
    expect(posted).toHaveLength(0);
  });
});
