import { useEffect, useState } from 'react';
import { queryOptions } from '@tanstack/react-query';
import type { Network } from '../../core';
import { signerKey } from './queries';
import { callSigner } from './client';
import type { RampConfig } from '../config/useRampConfig';

/** What `GET {signer}/config` says: the networks sells are taken on, and whether quotes exist. */
export type SignerSettings = { sellNetworks?: readonly Network[]; quote?: boolean };

type SettingsSource = Pick<RampConfig, 'signer' | 'timeoutMs'>;

/**
 * The query for the signer's settings, fetched once per signer and shared by every widget. A signer
 * without the route (an older or hand-written one) gives `{}`: every network is offered and a quote is
 * tried. The answer's reader loads with the request, in parallel.
 */
export function signerSettingsQuery(config: SettingsSource) {
  return queryOptions<SignerSettings, Error>({
    queryKey: ['naira-ramp', signerKey(config.signer), 'config'],
    queryFn: ({ signal }) =>
      Promise.all([callSigner(config.signer, '/config', { signal, timeoutMs: config.timeoutMs }), import('./readSettings')]).then(
        ([json, { readSettings }]) => readSettings(json),
        () => ({}),
      ),
    staleTime: Infinity,
  });
}

type Seen = { key: string; data: SignerSettings | undefined };

/**
 * The signer's settings (`signerSettingsQuery`), undefined until they arrive. Holds no query
 * observer: it reads the cache, asks once when the settings are missing, follows the cache's
 * updates of that query and keeps what it saw (a widget and its quote line read them this way).
 */
export function useSignerSettings({ signer, timeoutMs, queryClient: client }: SettingsSource & Pick<RampConfig, 'queryClient'>): SignerSettings | undefined {
  const key = signerKey(signer);
  const [seen, setSeen] = useState<Seen>(() => ({ key, data: client.getQueryData(signerSettingsQuery({ signer }).queryKey) }));
  const known = seen.key === key ? seen.data : undefined;
  useEffect(() => {
    const keep = (data: SignerSettings | undefined) => {
      if (data) setSeen((last) => (last.key === key && last.data === data ? last : { key, data }));
    };
    // Compared by key parts rather than by hash: no key is hashed per mount for this.
    const unsubscribe = client.getQueryCache().subscribe(({ type, query }) => {
      const [scope, of, what] = query.queryKey;
      if (type === 'updated' && scope === 'naira-ramp' && of === key && what === 'config') keep(query.state.data as SignerSettings | undefined);
    });
    if (!known) {
      // Not there when this rendered: they may have arrived since, or must be asked for.
      const options = signerSettingsQuery({ signer, timeoutMs });
      const cached = client.getQueryData(options.queryKey);
      if (cached) keep(cached);
      else void client.prefetchQuery(options);
    }
    return unsubscribe;
  }, [client, key, known, signer, timeoutMs]);
  return known;
}
