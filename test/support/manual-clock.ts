import type { MockClock } from '../../src/mock';

/** A mock clock a test moves by hand; `advance` runs, in time order, every timer that falls due. */
export type ManualClock = MockClock & { advance(ms: number): Promise<void> };

/** A clock that stands still (from 1 January 2026) until the test moves it. */
export function manualClock(start = Date.UTC(2026, 0, 1)): ManualClock {
  let time = start;
  const timers = new Map<number, { at: number; task: () => void }>();
  let ids = 0;
  return {
    now: () => new Date(time),
    setTimeout(task, ms) {
      ids += 1;
      timers.set(ids, { at: time + ms, task });
      return ids;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    async advance(ms) {
      const until = time + ms;
      for (;;) {
        const next = [...timers].filter(([, timer]) => timer.at <= until).sort(([, a], [, b]) => a.at - b.at)[0];
        if (!next) break;
        const [id, timer] = next;
        timers.delete(id);
        time = timer.at;
        timer.task();
        // What the timer released runs on (an answer is built in later microtasks) before the next.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      time = until;
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}
