import type { SignerLogger } from '../config/types';

/** How often a continuing outage is logged again. */
const REPEAT_MS = 30_000;

/**
 * A warning for a failure that repeats while a store is down (every request, every reconnect
 * attempt): the first is logged at once, then at most one line per 30 s saying how many were
 * left out, so an outage is seen without flooding the log.
 */
export function outageWarning(logger: SignerLogger | undefined, message: string, now: () => number = Date.now): (error: unknown) => void {
  let lastAt = Number.NEGATIVE_INFINITY;
  let skipped = 0;
  return (error) => {
    if (now() - lastAt < REPEAT_MS) {
      skipped += 1;
      return;
    }
    logger?.warn(message, { error: error instanceof Error ? error.message : String(error), ...(skipped ? { repeats: skipped } : {}) });
    lastAt = now();
    skipped = 0;
  };
}
