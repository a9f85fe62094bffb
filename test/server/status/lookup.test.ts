import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/server/config/resolve';
import { createMemoryStore } from '../../../src/server';
import { createStatusBook, type StatusEntry } from '../../../src/server/status/book';
import { DEFAULT_STATUS_PATH, resolveStatusConfig, statusPathFor } from '../../../src/server/status/config';
import { createStatusLookup, readLookupAnswer } from '../../../src/server/status/lookup';
import { answerStatus } from '../../../src/server/status/route';
import { BASE_URL, fakeUpstream, SECRET, upstreamJson, type SeenCall } from '../support/helpers';

const ENTRY: StatusEntry = { reference: 'ref-1', route: 'onramp', status: 'pending', transaction: {}, updated_at: '', created: true };

describe('reading the service status lookup', () => {
  it.each([
    ['the observed shape', { status: 'success', transactions: { reference: 'ref-1', transaction_status: 'Completed' } }, 'completed'],
    ['a list holding the reference', { transactions: [{ reference: 'other', transaction_status: 'Failed' }, { reference: 'ref-1', transaction_status: 'success' }] }, 'pending'],
    ['`transaction` with status', { status: 'success', transaction: { status: 'FAILED' } }, 'failed'],
    ['`data`', { data: { transaction_status: 'completed' } }, 'completed'],
    ['a bare record', { transaction_status: 'Pending' }, 'pending'],
    ['a reference given as a number', { transactions: { reference: 478939302, transaction_status: 'Completed' } }, 'completed', '478939302'],
  ])('reads %s', (_, json, status, reference = ENTRY.reference) => {
    expect(readLookupAnswer(json, { ...ENTRY, reference })?.status).toBe(status);
  });

  it.each([
    ['an envelope alone (its "success" is not the transaction\'s)', { status: 'success', message: 'ok' }],
    ['an unknown word', { transactions: { transaction_status: 'teleported' } }],
    ['a list without the reference', { transactions: [{ reference: 'a' }, { reference: 'b' }] }],
    ['not an object', 'Completed'],
    ['a record of another reference', { transactions: { reference: 'other', transaction_status: 'Completed' } }],
    ['a one-item list of another reference', { transactions: [{ transaction_reference: 'other', transaction_status: 'Completed' }] }],
    ['a bare record of another reference', { reference: 'other', transaction_status: 'Failed' }],
  ])('reads nothing from %s', (_, json) => {
    expect(readLookupAnswer(json, ENTRY)).toBeUndefined();
  });

  it('keeps the record fields it knows and drops the rest', () => {
    const learnt = readLookupAnswer({ transactions: { reference: 'ref-1', amount: '25,000', network: 'POLYGON', transaction_status: 'Completed', secret: 'x' } }, ENTRY);
    expect(learnt?.transaction).toEqual({ reference: 'ref-1', amount: 25000, network: 'polygon' });
  });

  it('fills the path template, or appends the observed parameters to a path without one', () => {
    expect(statusPathFor(DEFAULT_STATUS_PATH, 'a b/c', 'biz 1')).toBe('/transactions/v1/fetch_transaction?business_id=biz%201&transaction_reference=a%20b%2Fc');
    expect(statusPathFor('/v2/transactions/{reference}', 'r/1', 'b')).toBe('/v2/transactions/r%2F1');
    expect(statusPathFor('/lookup?x=1', 'r1', 'b')).toBe('/lookup?x=1&business_id=b&transaction_reference=r1');
    expect(statusPathFor('/v2/transactions/{reference}', '..', 'b')).toBeUndefined();
  });

  it('takes RAMP_STATUS_PATH and RAMP_STATUS_STALE_MS from the environment and refuses a bad one', () => {
    expect(resolveStatusConfig({ env: { RAMP_STATUS_PATH: '/s/{reference}', RAMP_STATUS_STALE_MS: '500' } })).toEqual({ path: '/s/{reference}', staleMs: 500 });
    expect(() => resolveStatusConfig({ env: { RAMP_STATUS_PATH: 'https://evil.example/x' } })).toThrow(/RAMP_STATUS_PATH/);
    expect(() => resolveStatusConfig({ env: { RAMP_STATUS_STALE_MS: 'soon' } })).toThrow(/RAMP_STATUS_STALE_MS/);
  });
});

/** The status route over a fake upstream and a clock the test moves. */
function routeWith(answer: (call: SeenCall, signal: AbortSignal | undefined) => Promise<Response> | Response) {
  let clock = Date.UTC(2026, 10, 22, 20);
  const now = () => clock;
  const { fetch, calls } = fakeUpstream(answer);
  const warnings: string[] = [];
  const config = resolveConfig({ secretKey: SECRET, businessId: 'biz_1', linkTag: 't', baseUrl: BASE_URL, env: {}, fetch, timeoutMs: 100, logger: { warn: (m) => warnings.push(m) } });
  const store = createMemoryStore({ now });
  const book = createStatusBook(store, now);
  const status = resolveStatusConfig({ env: {}, statusStaleMs: 10_000 });
  const service = { status, book, store, lookup: createStatusLookup(config, status, store, now), now };
  const poll = async () => {
    const reply = await answerStatus(service, 'ref-1');
    return { code: reply.status, status: (reply.body as { status?: string }).status };
  };
  const lookups = () => calls.filter((c) => c.url.includes('fetch_transaction')).length;
  return { book, poll, lookups, warnings, advance: (ms: number) => (clock += ms) };
}

describe('status route when the lookup is missing, failing or slow', () => {
  const created = { reference: 'ref-1', route: 'onramp' as const, status: 'pending' as const, transaction: { reference: 'ref-1' } };

  it.each([
    ['fails (500)', () => upstreamJson(500, { status: 'error', message: 'down' })],
    ['does not exist (404)', () => upstreamJson(404, { status: 'error', message: 'Route not found' })],
    ['answers without a status', () => upstreamJson(200, { status: 'success' })],
    ['answers HTML', () => new Response('<html>', { status: 200 })],
    ['never answers', (_: SeenCall, signal: AbortSignal | undefined) => new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)))],
  ])('answers what it knows when the lookup %s, and asks at most once per staleMs however many polls arrive', async (_, answer) => {
    const { book, poll, lookups, warnings, advance } = routeWith(answer);
    await book.created(created, undefined);
    advance(1_000);
    expect(await poll()).toEqual({ code: 200, status: 'pending' });
    expect(lookups()).toBe(0);
    advance(10_000);
    const burst = await Promise.all(Array.from({ length: 50 }, poll));
    expect(burst.every((r) => r.code === 200 && r.status === 'pending')).toBe(true);
    expect(lookups()).toBe(1);
    advance(5_000);
    await poll();
    expect(lookups()).toBe(1);
    advance(5_000);
    await poll();
    expect(lookups()).toBe(2);
    expect(warnings.length).toBeGreaterThan(0);
  });

  it('stops asking once the lookup says the transaction is completed', async () => {
    const { book, poll, lookups, advance } = routeWith(() => upstreamJson(200, { transactions: { reference: 'ref-1', transaction_status: 'Completed' } }));
    await book.created(created, undefined);
    advance(10_000);
    expect(await poll()).toEqual({ code: 200, status: 'completed' });
    advance(60_000);
    expect(await poll()).toEqual({ code: 200, status: 'completed' });
    expect(lookups()).toBe(1);
  });
});
