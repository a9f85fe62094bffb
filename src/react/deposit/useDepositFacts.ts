import { useMemo } from 'react';
import { MAIN_NETWORKS, factsFor, readTokenTable } from '../../core';
import type { Network, NetworkFacts } from '../../core';
import type { RampConfig } from '../config/useRampConfig';
import { useSignerSettings } from '../signer/settings';

/**
 * The token facts of the deposit's network: the signer's (`tokens` in its `GET /config`), else the shipped
 * main networks'; none until the signer's settings have answered, and none for a network whose entry the
 * signer sent wrong.
 */
export function useDepositFacts(config: Pick<RampConfig, 'signer' | 'timeoutMs' | 'queryClient'>, network: Network | undefined): NetworkFacts | undefined {
  const settings = useSignerSettings(config);
  const tokens = settings?.tokens;
  const read = useMemo(() => (tokens === undefined ? undefined : readTokenTable(tokens)), [tokens]);
  return settings && network ? factsFor(MAIN_NETWORKS, read, network) : undefined;
}
