import { isTerminalStatus } from '../../core';
import type { SignerConfig } from '../config/resolve';
import type { RampStore } from '../store/types';
import { createStatusBook, PENDING_SET } from './book';
import type { StatusConfig } from './config';
import { createStatusLookup } from './lookup';

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

/** What a refresh reads and asks with: the signer's configuration, its status settings and its store (guarded). */
export type RefreshSource = { config: SignerConfig; status: StatusConfig; store: RampStore };

/**
 * Asks the service's status lookup about every transaction this signer created that has been
 * pending with no news for `olderThanMs`, and records the answers. Each run takes the `limit`
 * oldest; one still pending is asked about again after another `olderThanMs`.
 */
export async function refreshPending({ config, status, store }: RefreshSource, refresh: RefreshOptions = {}): Promise<RefreshSummary> {
  const now = refresh.now ?? Date.now;
  const book = createStatusBook(store, now, config.scrub);
  const lookup = createStatusLookup(config, status, store, now);
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
    const learnt = await lookup.find(entry);
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
