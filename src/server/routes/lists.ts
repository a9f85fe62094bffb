import { normaliseBanks, normaliseVendors } from '../../core';
import type { SignerConfig } from '../config/resolve';
import { errorReply, type SignerReply } from '../http/responses';
import { callUpstream } from '../upstream/call';

type ListRoute = 'vendors' | 'banks';

/** The vendor or bank list's reply, cached. */
export type ListSource = (route: ListRoute) => Promise<SignerReply>;

interface CacheEntry {
  expires: number;
  reply: SignerReply;
}

const LISTS = {
  vendors: { normalise: normaliseVendors, noun: 'vendor', keys: ['Vendors', 'vendors', 'data'] },
  banks: { normalise: normaliseBanks, noun: 'bank', keys: ['banks', 'Banks', 'data'] },
} as const;

/**
 * Whether the answer is a list in a shape the core normalises (a bare array, or an array under
 * one of its keys, one level down at most) that holds nothing: the service has no entries,
 * which is an answer, not a failure.
 */
function isEmptyList(json: unknown, keys: readonly string[], depth = 0): boolean {
  if (Array.isArray(json)) return json.length === 0;
  if (typeof json !== 'object' || json === null || depth > 1) return false;
  const record = json as Record<string, unknown>;
  const found = keys.filter((key) => Object.hasOwn(record, key));
  return found.length > 0 && found.every((key) => isEmptyList(record[key], keys, depth + 1));
}

/** The items of one list as the signer serves it (from its cache when it holds them), or undefined when it cannot be had. */
export async function listItems<T>(lists: ListSource, route: ListRoute): Promise<readonly T[] | undefined> {
  const reply = await lists(route);
  const items = reply.status === 200 ? (reply.body as Record<string, unknown>)[route] : undefined;
  return Array.isArray(items) ? (items as T[]) : undefined;
}

/**
 * Fetches, normalises and caches the vendor and bank lists. Concurrent misses share one upstream
 * call; only successes are cached, so a failure is retried on the next request.
 */
export function createListSource(config: SignerConfig): ListSource {
  const cache = new Map<ListRoute, CacheEntry>();
  const inFlight = new Map<ListRoute, Promise<SignerReply>>();

  async function load(route: ListRoute): Promise<SignerReply> {
    const path = route === 'vendors' ? config.vendorsPath : config.banksPath;
    const result = await callUpstream(config, { method: 'GET', path, label: route });
    if (!result.ok) return result.reply;
    const items: unknown[] = LISTS[route].normalise(result.json);
    if (items.length === 0) {
      // Not cached: an empty list is likely to change soon, and the next page load asks again.
      if (isEmptyList(result.json, LISTS[route].keys)) return { status: 200, body: { [route]: [] } };
      config.logger?.warn(`ramp service ${route} list was in an unknown shape`, { route });
      return errorReply('upstream', `The ramp service sent no ${LISTS[route].noun} list the signer could read. Try again shortly.`);
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
