import { RAMP_WEBHOOK_EVENTS, type TransactionStatus } from '../core';
import { backgroundTimer } from './clock';
import type { MockClock, MockLifecycleOptions, MockWebhookDelivery, MockWebhookOptions } from './types';
import { json, serviceError } from './replies';
import { createWebhookSender } from './webhooks';

type Settled = Exclude<TransactionStatus, 'pending'>;
type Tracked = { record: Record<string, unknown>; settleAt: number; to: Settled; status: TransactionStatus; sent: Promise<void> };

// The service's own words, as its lookups and webhooks show them.
const WORDS: Record<TransactionStatus, string> = { pending: 'pending', completed: 'Completed', failed: 'Failed' };

/**
 * Transactions move pending → completed (or failed) `settleAfterMs` after creation. The move is
 * read lazily on lookup, by `now`; with webhooks configured, a background timer on `clock` also
 * delivers it, so no timer keeps a test process alive, and `stop()` cancels whatever is scheduled.
 */
export function createLifecycle(
  options: MockLifecycleOptions,
  webhooks: MockWebhookOptions | undefined,
  { clock, now }: { clock: MockClock; now: () => Date },
  limit: number,
) {
  const settleAfterMs = options.settleAfterMs ?? 0;
  const byReference = new Map<string, Tracked>();
  const timers = new Set<unknown>();
  const deliveries: MockWebhookDelivery[] = [];
  const inFlight = new Set<Promise<void>>();
  const sender = webhooks
    ? createWebhookSender(webhooks, clock, (delivery) => {
        if (deliveries.length >= limit) deliveries.splice(0, deliveries.length - limit + 1);
        deliveries.push(delivery);
      })
    : undefined;

  const payloadOf = (tracked: Tracked) => ({ ...tracked.record, transaction_status: WORDS[tracked.status] });
  const queue = (tracked: Tracked, event: string) => {
    if (!sender) return;
    const payload = payloadOf(tracked);
    // Each transaction's events go out in order: the update never overtakes the creation.
    tracked.sent = tracked.sent.then(() => sender.deliver(event, payload));
    const sent = tracked.sent;
    inFlight.add(sent);
    void sent.finally(() => inFlight.delete(sent));
  };
  const settle = (tracked: Tracked, to: Settled) => {
    if (tracked.status !== 'pending') return;
    tracked.status = to;
    queue(tracked, RAMP_WEBHOOK_EVENTS.updated);
  };
  const current = (tracked: Tracked) => {
    if (tracked.status === 'pending' && now().getTime() >= tracked.settleAt) settle(tracked, tracked.to);
    return tracked;
  };

  return {
    deliveries,
    /** Starts tracking a record the mock just created, and announces it. */
    track(record: Record<string, unknown>): void {
      const to = typeof options.settleTo === 'function' ? options.settleTo(record) : (options.settleTo ?? 'completed');
      const tracked: Tracked = { record, settleAt: now().getTime() + settleAfterMs, to, status: 'pending', sent: Promise.resolve() };
      byReference.set(String(record.reference), tracked);
      // Oldest first out, as the mock's other logs, so a long-running mock stays small.
      for (const oldest of byReference.keys()) {
        if (byReference.size <= limit) break;
        byReference.delete(oldest);
      }
      queue(tracked, RAMP_WEBHOOK_EVENTS.created);
      if (!sender) return;
      const timer = backgroundTimer(
        clock,
        () => {
          timers.delete(timer);
          current(tracked);
        },
        settleAfterMs,
      );
      timers.add(timer);
    },
    /** The observed lookup, `?business_id&transaction_reference`, answered under `transactions`. */
    answerLookup(url: URL): Response {
      const reference = url.searchParams.get('transaction_reference');
      const business = url.searchParams.get('business_id');
      if (!reference || !business) return serviceError(400, 'business_id and transaction_reference are required');
      const tracked = byReference.get(reference);
      const owner = (tracked?.record.business as { business_id?: unknown } | undefined)?.business_id;
      if (!tracked || owner !== business) return serviceError(404, 'Transaction not found');
      return json(200, { status: 'success', message: 'Transaction fetched', transactions: payloadOf(current(tracked)) });
    },
    /** Settles a pending transaction now. */
    settleNow(reference: string, to: Settled): boolean {
      const tracked = byReference.get(reference);
      if (!tracked || tracked.status !== 'pending') return false;
      settle(tracked, to);
      return true;
    },
    /** Resolves once every delivery under way has been taken or given up. */
    async idle(): Promise<void> {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    /** Cancels scheduled settlements and retries; nothing more is delivered. */
    stop(): void {
      for (const timer of timers) clock.clearTimeout(timer);
      timers.clear();
      sender?.stop();
    },
    /** Forgets every transaction and delivery, and cancels scheduled settlements. */
    clear(): void {
      for (const timer of timers) clock.clearTimeout(timer);
      timers.clear();
      byReference.clear();
      deliveries.length = 0;
    },
  };
}
