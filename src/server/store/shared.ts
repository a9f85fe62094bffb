import { createMemoryStore } from './memory';
import type { RampStore } from './types';

// One default store per options object, so a signer and a webhook receiver created from the same
// options share what webhooks taught even when the host passes no store.
const defaults = new WeakMap<object, RampStore>();

/** Which handler took a default store. */
export type StoreHolder = 'signer' | 'webhooks';

// A default store one kind of handler took that no handler of the other kind has taken yet.
const unpaired: Partial<Record<StoreHolder, WeakRef<RampStore>>> = {};

/** A memory store for one deployment: 30,000 of each kind (owners, two per transaction; statuses; deliveries seen; lookups claimed). */
export function createDefaultStore(): RampStore {
  return createMemoryStore({ maxEntries: 30_000 });
}

/** The host's `store`, else the memory store belonging to this options object. */
export function storeOf(options: { store?: RampStore }): RampStore {
  if (options.store) return options.store;
  let store = defaults.get(options);
  if (!store) {
    store = createDefaultStore();
    defaults.set(options, store);
  }
  return store;
}

/**
 * Records the default store a handler was created with, and says whether the other kind of
 * handler took a different one: a signer and a receiver made from two options objects without a
 * store each keep their own, and webhooks then never reach the status route.
 */
export function takesDefaultStoreApart(holder: StoreHolder, options: { store?: RampStore }): boolean {
  if (options.store) return false;
  const store = storeOf(options);
  const otherHolder = holder === 'signer' ? 'webhooks' : 'signer';
  const other = unpaired[otherHolder]?.deref();
  if (other === undefined) {
    unpaired[holder] = new WeakRef(store);
    return false;
  }
  // Paired (the same options object), or told once: either way the next pair starts afresh.
  delete unpaired[otherHolder];
  return other !== store;
}

/** What the log is told when `takesDefaultStoreApart` says so. */
export const STORES_APART =
  'naira-ramp: the signer and the webhook receiver were created from two options objects without a store, so each keeps its own memory store and webhooks never reach the status route. Create both with createRampServer(options), or pass one store to both.';
