import type { RampStore } from '../store/types';
import { createDefaultStore } from '../store/shared';
import type { RefreshOptions, RefreshSummary } from '../status/refresh';
import { createRampWebhookHandler, type RampWebhookHandler } from '../webhooks/handler';
import type { RampWebhookOptions } from '../webhooks/config';
import { createRampSigner, type RampSigner } from './create';
import type { RampSignerOptions } from './options';
import { refreshPendingTransactions } from './refresh';

/** Options of `createRampServer`: the signer's and the webhook receiver's, in one object. */
export type RampServerOptions = RampSignerOptions & RampWebhookOptions;

/** Everything one deployment serves, over one store. */
export interface RampServer {
  /** The signer (`createRampSigner`): mount it under `basePath`. */
  signer: RampSigner;
  /** The webhook receiver (`createRampWebhookHandler`): the URL you give the service's dashboard. */
  webhooks: RampWebhookHandler;
  /** `refreshPendingTransactions` over the same store: run it on a schedule. */
  refreshPending(refresh?: RefreshOptions): Promise<RefreshSummary>;
  /** The store all three share: `options.store`, else one memory store made here. */
  store: RampStore;
}

/**
 * One object for one deployment: the signer, the webhook receiver and the pending-status refresh,
 * sharing one store explicitly (`options.store`, else one memory store for all three), so the
 * status route serves what webhooks taught. Throws, as each handler does, on a mistyped option.
 *
 * @example
 * ```ts
 * import { createRampServer } from 'naira-ramp/server';
 *
 * // The signer, the webhook receiver and the pending-status refresh, over one store.
 * const ramp = createRampServer({ basePath: '/api/ramp' });
 *
 * export const { signer, webhooks } = ramp;
 * setInterval(() => void ramp.refreshPending(), 10 * 60_000);
 * ```
 */
export function createRampServer(options: RampServerOptions = {}): RampServer {
  const store = options.store ?? createDefaultStore();
  const shared: RampServerOptions = { ...options, store };
  return {
    signer: createRampSigner(shared),
    webhooks: createRampWebhookHandler(shared),
    refreshPending: (refresh) => refreshPendingTransactions(shared, refresh),
    store,
  };
}
