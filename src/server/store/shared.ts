import { createMemoryStore } from './memory';
import type { RampStore } from './types';

// One default store per options object, so a signer and a webhook receiver created from the same
// options share what webhooks taught even when the host passes no store.
const defaults = new WeakMap<object, RampStore>();

/** The host's `store`, else the memory store belonging to this options object. */
export function storeOf(options: { store?: RampStore }): RampStore {
  if (options.store) return options.store;
  let store = defaults.get(options);
  if (!store) {
    // 30,000 of each kind: owners (two per transaction), statuses, deliveries seen, lookups claimed.
    store = createMemoryStore({ maxEntries: 30_000 });
    defaults.set(options, store);
  }
  return store;
}
