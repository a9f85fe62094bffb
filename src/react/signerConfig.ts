import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** The signer's settings (`signerSettingsQuery`), undefined until they arrive. */
export function useSignerSettings(config: SettingsSource & Pick<RampConfig, 'queryClient'>): SignerSettings | undefined {
  return useQuery(signerSettingsQuery(config), config.queryClient).data;
}
