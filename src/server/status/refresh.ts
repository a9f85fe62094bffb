import { isTerminalStatus } from '../../core';
import type { RampSignerOptions } from '../config/options';
import { resolveConfig } from '../config/resolve';
import { storeOf } from '../store/shared';
import { RAMP_STORE_METHODS } from '../store/types';
import { guardStore } from '../store/unavailable';
import { createStatusBook, PENDING_SET } from './book';
import { resolveStatusConfig } from './config';
import { lookUpStatus } from './lookup';

/** Which transactions `refreshPendingTransactions` asks about. */
export type RefreshOptions = {
  /** Ask about transactions pending with no news for at least this long, in ms (default 10 minutes). */
  olderThanMs?: number;
  /** Most transactions asked about in one run, oldest news first (default 100). */
  limit?: number;
  /** Clock, for tests. */
  now?: () => number;
};

/** What one run did: how many it asked about, how many settled, stayed pending, or could not be asked about. */
export type RefreshSummary = { checked: number; settled: number; pending: number; failed: number };

/**
 * Asks the service's status lookup about every transaction this signer created that has been
 * pending with no news for `olderThanMs`, and records the answers, so no status stays pending
 * forever when a webhook was lost. Run it on a schedule (a cron job, a scheduled function, a
 * timer) with the signer's options object, so it reads the same store: memory (the same process)
 * or Redis (any process). Each run takes the `limit` oldest; one still pending is asked about
 * again after another `olderThanMs`.
 */
export async function refreshPendingTransactions(options: RampSignerOptions, refresh: RefreshOptions = {}): Promise<RefreshSummary> {
  const config = resolveConfig(options);
  const status = resolveStatusConfig(options);
  const now = refresh.now ?? Date.now;
  const store = guardStore(storeOf(options), RAMP_STORE_METHODS);
  const book = createStatusBook(store, now);
  const references = await store.tracked(PENDING_SET, now() - (refresh.olderThanMs ?? 600_000), refresh.limit ?? 100);
  const summary: RefreshSummary = { checked: 0, settled: 0, pending: 0, failed: 0 };
  for (const reference of references) {
    const entry = await book.read(reference);
    if (!entry?.created || isTerminalStatus(entry.status)) {
      // Expired, or settled meanwhile: nothing left to ask about.
      await store.untrack(PENDING_SET, reference);
      continue;
    }
    summary.checked += 1;
    const learnt = await lookUpStatus(config, status, entry);
    const updated = learnt && (await book.learn(reference, learnt));
    if (!updated) {
      summary.failed += 1;
      // Asked about again after another olderThanMs, behind the others.
      await store.track(PENDING_SET, reference, now());
    } else if (isTerminalStatus(updated.status)) {
      summary.settled += 1;
    } else {
      summary.pending += 1;
    }
  }
  return summary;
}
