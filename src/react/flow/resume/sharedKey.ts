import type { RampFlow } from '../../config/types';

/** The key each mounted widget (by its flow's engine) keeps its flow under. */
const holders = new Map<object, string>();
/** The keys already named, each once (Strict Mode mounts every widget twice). */
const named = new Set<string>();

/**
 * Development only: notes that a mounted widget keeps its flow under `key`, and warns when another already
 * does (two `<BuyRamp>` on a page, or a dialog's beside the page's): after a reload both would show
 * whichever wrote last. Each key is named once; `releaseKey` undoes this as the widget unmounts.
 */
export function holdKey(holder: object, key: string, flow: RampFlow): void {
  if ([...holders.values()].includes(key) && !named.has(key)) {
    named.add(key);
    const widget = flow === 'buy' ? '<BuyRamp>' : '<SellRamp>';
    console.warn(`naira-ramp: two ${widget} on this page keep their state in sessionStorage under "${key}": after a reload both would show the same one. Give each its own persistKey.`);
  }
  holders.set(holder, key);
}

/** The widget has unmounted: its key is free again. */
export function releaseKey(holder: object): void {
  holders.delete(holder);
}
