import { useEffect, useState } from 'react';
import { queryOptions } from '@tanstack/react-query';
import { parseNetwork } from '../core';
import { isRecord } from '../core/is-record';
import type { Network } from '../core';
import { signerKey } from './queries';
import { callSigner } from './signerClient';
import type { RampConfig } from './useRampConfig';

/** What `GET {signer}/config` says: the networks sells are taken on, and whether quotes exist. */
export type SignerSettings = { sellNetworks?: readonly Network[]; quote?: boolean };

function readSettings(json: unknown): SignerSettings {
  if (!isRecord(json)) return {};
  const networks = Array.isArray(json.sell_networks) ? json.sell_networks.map(parseNetwork).filter((n) => n !== undefined) : undefined;
  return { ...(networks ? { sellNetworks: networks } : {}), ...(typeof json.quote === 'boolean' ? { quote: json.quote } : {}) };
}

type SettingsSource = Pick<RampConfig, 'signer' | 'timeoutMs'>;

/**
 * The query for the signer's settings, fetched once per signer and shared by every widget. A signer
 * without the route (an older or hand-written one) gives `{}`: every network is offered and a quote is tried.
 */
export function signerSettingsQuery(config: SettingsSource) {
  return queryOptions<SignerSettings, Error>({
    queryKey: ['naira-ramp', signerKey(config.signer), 'config'],
    queryFn: ({ signal }) => callSigner(config.signer, '/config', { signal, timeoutMs: config.timeoutMs }).then(readSettings, () => ({})),
    staleTime: Infinity,
  });
}

type Seen = { key: string; data: SignerSettings | undefined };

/**
 * The signer's settings (`signerSettingsQuery`), undefined until they arrive. Holds no query
 * observer (the quote line's is the one on screen): it reads the cache, asks once when the settings
 * are missing, follows the cache's updates of that query and keeps what it saw.
 */
export function useSignerSettings({ signer, timeoutMs, queryClient: client }: SettingsSource & Pick<RampConfig, 'queryClient'>): SignerSettings | undefined {
  const key = signerKey(signer);
  const [seen, setSeen] = useState<Seen>(() => ({ key, data: client.getQueryData(signerSettingsQuery({ signer }).queryKey) }));
  useEffect(() => {
    const options = signerSettingsQuery({ signer, timeoutMs });
    const hash = client.defaultQueryOptions(options).queryHash;
    const keep = (data: SignerSettings | undefined) => {
      if (data) setSeen((last) => (last.key === key && last.data === data ? last : { key, data }));
    };
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryHash === hash) keep(event.query.state.data as SignerSettings | undefined);
    });
    keep(client.getQueryData(options.queryKey));
    void client.prefetchQuery(options);
    return unsubscribe;
  }, [client, key, signer, timeoutMs]);
  return seen.key === key ? seen.data : undefined;
}
