import { queryOptions, useQuery } from '@tanstack/react-query';
import { isRecord, parseNetwork } from '../../core';
import type { Network } from '../../core';
import type { RampConfig } from '../config/useRampConfig';
import { callSigner } from './client';
import { signerKey } from '../config/signerKey';

/** What `GET {signer}/config` says: the networks sells are taken on, whether quotes exist and whether account names are looked up. */
export type SignerSettings = { sellNetworks?: readonly Network[]; quote?: boolean; accountName?: boolean };

/** Reads `GET {signer}/config`: `sell_networks` (names the widget knows), `quote` and `account_name`; anything else is left out. */
export function readSettings(json: unknown): SignerSettings {
  const settings: SignerSettings = {};
  if (!isRecord(json)) return settings;
  if (Array.isArray(json.sell_networks)) settings.sellNetworks = json.sell_networks.map(parseNetwork).filter((n) => n !== undefined);
  if (typeof json.quote === 'boolean') settings.quote = json.quote;
  if (typeof json.account_name === 'boolean') settings.accountName = json.account_name;
  return settings;
}

type SettingsSource = Pick<RampConfig, 'signer' | 'timeoutMs'>;

/**
 * The query for the signer's settings, fetched once per signer and shared by every widget. A signer
 * without the route (an older or hand-written one) gives `{}`: every network is offered and a quote is
 * tried.
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
