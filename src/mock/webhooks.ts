import { backgroundTimer } from './clock';
import type { MockClock, MockWebhookDelivery, MockWebhookOptions } from './types';

const DEFAULT_HEADER = 'bridge-webhook-secret';
// The service retries a failed delivery up to two more times.
const ATTEMPTS = 3;

/** Waits on `clock` without keeping a process alive; `stop()` clears the timers it leaves in `timers`. */
function pause(ms: number, clock: MockClock, timers: Set<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const timer = backgroundTimer(
      clock,
      () => {
        timers.delete(timer);
        resolve();
      },
      ms,
    );
    timers.add(timer);
  });
}

/** Posts `{ event, payload }` with the secret header, retrying a failed delivery twice. */
export function createWebhookSender(options: MockWebhookOptions, clock: MockClock, log: (delivery: MockWebhookDelivery) => void) {
  const header = options.header ?? DEFAULT_HEADER;
  const retryDelayMs = options.retryDelayMs ?? 1_000;
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timers = new Set<unknown>();
  let stopped = false;

  async function attempt(url: string, event: string, body: string, number: number): Promise<boolean> {
    try {
      const response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header]: options.secret },
        body,
        // Not followed: fetch would carry the secret header to wherever a redirect points.
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      log({ event, attempt: number, status: response.status });
      return response.ok;
    } catch {
      log({ event, attempt: number, status: 0 });
      return false;
    }
  }

  return {
    /** Delivers one event; resolves once it was taken or every attempt failed. */
    async deliver(event: string, payload: Record<string, unknown>): Promise<void> {
      const url = typeof options.url === 'function' ? options.url() : options.url;
      if (!url) return;
      const body = JSON.stringify({ event, payload });
      for (let number = 1; number <= ATTEMPTS && !stopped; number += 1) {
        if (number > 1) await pause(retryDelayMs, clock, timers);
        if (!stopped && (await attempt(url, event, body, number))) return;
      }
    },
    /** Drops pending retries; nothing more is sent. */
    stop() {
      stopped = true;
      for (const timer of timers) clock.clearTimeout(timer);
      timers.clear();
    },
  };
}
