import { normaliseBanks, normaliseVendors } from '../core';
import type { SignerConfig } from './config';
import { errorReply, type SignerReply } from './responses';
import { callUpstream } from './upstream';

type ListRoute = 'vendors' | 'banks';

interface CacheEntry {
  expires: number;
  reply: SignerReply;
}

const LISTS = {
  vendors: { normalise: normaliseVendors, noun: 'vendor' },
  banks: { normalise: normaliseBanks, noun: 'bank' },
} as const;

/**
 * Fetches, normalises and caches the vendor and bank lists. Concurrent misses share one upstream
 * call; only successes are cached, so a failure is retried on the next request.
 */
export function createListSource(config: SignerConfig): (route: ListRoute) => Promise<SignerReply> {
  const cache = new Map<ListRoute, CacheEntry>();
  const inFlight = new Map<ListRoute, Promise<SignerReply>>();

  async function load(route: ListRoute): Promise<SignerReply> {
    const path = route === 'vendors' ? config.vendorsPath : config.banksPath;
    const result = await callUpstream(config, { method: 'GET', path, label: route });
    if (!result.ok) return result.reply;
    const items: unknown[] = LISTS[route].normalise(result.json);
    if (items.length === 0) {
      config.logger?.warn(`ramp service ${route} list was empty or in an unknown shape`, { route });
      return errorReply('upstream', `The ramp service sent no ${LISTS[route].noun} list. Try again shortly.`);
    }
    const reply: SignerReply = { status: 200, body: { [route]: items } };
    if (config.listCacheMs > 0) cache.set(route, { expires: Date.now() + config.listCacheMs, reply });
    return reply;
  }

  return async (route) => {
    const hit = cache.get(route);
    if (hit && hit.expires > Date.now()) return hit.reply;
    const pending = inFlight.get(route);
    if (pending) return pending;
    const loading = load(route).finally(() => inFlight.delete(route));
    inFlight.set(route, loading);
    return loading;
  };
}
