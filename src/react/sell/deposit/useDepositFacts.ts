import { useQuery } from '@tanstack/react-query';
import { MAIN_NETWORKS, factsFor, isRecord, readTokenTable } from '../../../core';
import type { Network, NetworkFacts, TokenTableRead } from '../../../core';
import type { RampConfig } from '../../config/useRampConfig';
import { callSigner } from '../../signer/client';
import { signerKey } from '../../config/signerKey';

type FactsSource = Pick<RampConfig, 'signer' | 'timeoutMs' | 'queryClient'>;

/**
 * The host's token facts, `tokens` in the signer's `GET /config`, read fact by fact. Asked by the deposit
 * step's code alone (the first paint's reading of the route leaves `tokens` out), once per signer; a signer
 * without the route or without `tokens` gives none.
 */
function useSignerTokens(config: FactsSource): TokenTableRead | undefined | null {
  const { data } = useQuery(
    {
      queryKey: ['naira-ramp', signerKey(config.signer), 'config', 'tokens'],
      queryFn: ({ signal }) =>
        callSigner(config.signer, '/config', { signal, timeoutMs: config.timeoutMs }).then(
          (json) => (isRecord(json) && json.tokens !== undefined ? readTokenTable(json.tokens) : null),
          () => null,
        ),
      staleTime: Infinity,
    },
    config.queryClient,
  );
  return data;
}

/**
 * The token facts of the deposit's network: the signer's (`tokens` in its `GET /config`), else the shipped
 * main networks'; none until the signer has answered, and none for a network whose entry the signer sent wrong.
 */
export function useDepositFacts(config: FactsSource, network: Network | undefined): NetworkFacts | undefined {
  const read = useSignerTokens(config);
  return read !== undefined && network ? factsFor(MAIN_NETWORKS, read ?? undefined, network) : undefined;
}
