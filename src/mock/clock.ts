import type { MockClock } from './types';

/**
 * The real clock. Timers are read from the globals at each call, so a test runner's fake timers
 * (which replace the globals) drive the mock as they drive everything else.
 */
export const REAL_CLOCK: MockClock = {
  now: () => new Date(),
  setTimeout: (task, ms) => setTimeout(task, ms),
  clearTimeout: (timer) => clearTimeout(timer as Parameters<typeof clearTimeout>[0]),
};

/**
 * Sets a timer for the mock's own background work (settlements, webhook retries). On Node it is
 * unref'd, so no such timer keeps a process alive; `stop()` cancels the rest.
 */
export function backgroundTimer(clock: MockClock, task: () => void, ms: number): unknown {
  const timer = clock.setTimeout(task, ms);
  (timer as { unref?: () => void } | undefined)?.unref?.();
  return timer;
}
