import { timeoutManager, type TimeoutProvider } from '@tanstack/react-query';
import { afterAll } from 'vitest';

/** React Query's timers on a clock the test moves (polling intervals, stale and garbage timers). */
export type QueryTimers = {
  /** Moves the clock on by `ms`, running every timer that falls due, in time order. */
  advance(ms: number): void;
};

/** The page's own timers, looked up at each call (as React Query's default provider does, so fake timers apply). */
const pageTimers: TimeoutProvider = {
  setTimeout: (run, delay) => setTimeout(run, delay),
  clearTimeout: (id) => clearTimeout(id as number | undefined),
  setInterval: (run, delay) => setInterval(run, delay),
  clearInterval: (id) => clearInterval(id as number | undefined),
};

/**
 * Puts React Query's timers (and only React Query's: Testing Library and user-event keep the page's)
 * on a clock that stands still until the test moves it, through React Query's documented
 * `timeoutManager.setTimeoutProvider`. Call at the top of a browser test file, before anything
 * queries: it holds for the whole file, and the page's own timers are React Query's again after it
 * (the next file may run in the same page).
 */
export function manualQueryTimers(): QueryTimers {
  let now = 0;
  let ids = 0;
  const timers = new Map<number, { at: number; every?: number; run: () => void }>();
  const add = (run: () => void, delay: number, every?: number) => {
    ids += 1;
    timers.set(ids, { at: now + Math.max(0, delay), every, run });
    return ids;
  };
  const drop = (id: number | undefined) => void (id !== undefined && timers.delete(id));
  const provider: TimeoutProvider<number> = {
    setTimeout: (run, delay) => add(run, delay),
    clearTimeout: drop,
    setInterval: (run, delay) => add(run, delay, Math.max(1, delay)),
    clearInterval: drop,
  };
  timeoutManager.setTimeoutProvider(provider);
  afterAll(() => timeoutManager.setTimeoutProvider(pageTimers));
  /** The earliest timer due by `until`, if any. */
  const next = (until: number) => {
    let found: [number, { at: number; every?: number; run: () => void }] | undefined;
    for (const entry of timers) if (entry[1].at <= until && (!found || entry[1].at < found[1].at)) found = entry;
    return found;
  };
  return {
    advance(ms) {
      const until = now + ms;
      for (let due = next(until); due; due = next(until)) {
        const [id, timer] = due;
        now = timer.at;
        if (timer.every) timer.at += timer.every;
        else timers.delete(id);
        timer.run();
      }
      now = until;
    },
  };
}
