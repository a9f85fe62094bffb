import { resolveConfig } from '../config/resolve';
import { resolveStatusConfig } from '../status/config';
import { refreshPending, type RefreshOptions, type RefreshSummary } from '../status/refresh';
import { storeOf } from '../store/shared';
import { RAMP_STORE_METHODS } from '../store/types';
import { guardStore } from '../store/unavailable';
import type { RampSignerOptions } from './options';

/**
 * Asks the service's status lookup about every transaction this signer created that has been
 * pending with no news for `olderThanMs`, and records the answers, so no status stays pending
 * forever when a webhook was lost. Run it on a schedule (a cron job, a scheduled function, a
 * timer) with the signer's options object, so it reads the same store: memory (the same process)
 * or Redis (any process). Each run takes the `limit` oldest; one still pending is asked about
 * again after another `olderThanMs`.
 *
 * @example
 * ```ts
 * import { createMemoryStore, createRampSigner, refreshPendingTransactions, type RampSignerOptions } from 'naira-ramp/server';
 *
 * // The signer's own options object, so the refresh reads the store the signer writes.
 * const options: RampSignerOptions = { basePath: '/api/ramp', store: createMemoryStore() };
 *
 * export const signer = createRampSigner(options);
 * // Every ten minutes, ask about each request pending with no news for half an hour.
 * setInterval(() => void refreshPendingTransactions(options, { olderThanMs: 30 * 60_000 }), 10 * 60_000);
 * ```
 */
export function refreshPendingTransactions(options: RampSignerOptions, refresh: RefreshOptions = {}): Promise<RefreshSummary> {
  const source = { config: resolveConfig(options), status: resolveStatusConfig(options), store: guardStore(storeOf(options), RAMP_STORE_METHODS) };
  return refreshPending(source, refresh);
}
