import type { MockClock, MockFault, MockRoute } from './types';

/** Holds the active faults and counts down those limited by `times`. */
export class FaultPlan {
  #faults: MockFault[] = [];

  /** Replaces the active faults. */
  set(faults?: MockFault | readonly MockFault[]): void {
    const list = faults === undefined ? [] : Array.isArray(faults) ? faults : [faults as MockFault];
    // `times: 0` (or less) is the next zero requests: no fault at all, not one.
    this.#faults = list.filter((fault) => fault.times === undefined || fault.times > 0).map((fault) => ({ ...fault }));
  }

  /**
   * The fault for this request, if any; a fault with `times` is used up by taking it. A fault
   * without `route` applies to the service's operations, not to the account-name enquiry.
   */
  take(route: MockRoute): MockFault | undefined {
    const index = this.#faults.findIndex((fault) => fault.route === route || (fault.route === undefined && route !== 'account_name'));
    const fault = this.#faults[index];
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.#faults.splice(index, 1);
    }
    return fault;
  }
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Waits `ms` on `clock`, but gives up as soon as the caller aborts, as a real connection would. */
export function delay(ms: number, signal: AbortSignal, clock: MockClock): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortReason(signal));
    const timer = clock.setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clock.clearTimeout(timer);
      reject(abortReason(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Waits until `held` settles (either way), but gives up as soon as the caller aborts. */
function holdUntil(held: PromiseLike<unknown>, signal: AbortSignal): Promise<void> {
  const released = Promise.resolve(held).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([released, hang(signal)]);
}

/** A fault's wait before anything else it does: its `until`, then its `latencyMs` on `clock`. */
export async function faultLatency(fault: MockFault | undefined, signal: AbortSignal, clock: MockClock): Promise<void> {
  if (fault?.until) await holdUntil(fault.until, signal);
  if (fault?.latencyMs) await delay(fault.latencyMs, signal, clock);
}

/** Never settles until the caller aborts. */
export function hang(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) return reject(abortReason(signal));
    signal.addEventListener('abort', () => reject(abortReason(signal)), { once: true });
  });
}

/** The error `fetch` rejects with when the peer drops the connection. */
export function connectionReset(): TypeError {
  const cause = Object.assign(new Error('other side closed'), { code: 'ECONNRESET' });
  return new TypeError('fetch failed', { cause });
}
