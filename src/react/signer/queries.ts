import { useMemo, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { normaliseBanks, normaliseVendors } from '../../core';
import type { Bank, Vendor } from '../../core';
import { callSigner } from './client';
import type { Signer } from '../config/types';
import { signerKey } from '../config/signerKey';

/** Whether nothing of a list is on its way: it has answered, failed, or is not asked for. */
export const listSettled = (list: { fetchStatus: string }) => list.fetchStatus === 'idle';

type ListOptions = { signer: Signer; timeoutMs?: number; client: QueryClient; enabled?: boolean };

const subscribeNever = () => () => undefined;

/**
 * True when React renders in a browser; false on a server and while hydrating server HTML (the server
 * snapshot of `useSyncExternalStore`), so no browser global is read to tell them apart.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}

/** The payment vendors from `GET {signer}/vendors`, normalised by core; the buy flow's first step waits on them, so they are asked for during its first render. */
export function useVendors({ signer, timeoutMs, client }: ListOptions) {
  const key = signerKey(signer);
  const options = useMemo(
    () => ({
      queryKey: ['naira-ramp', key, 'vendors'],
      queryFn: ({ signal }: { signal: AbortSignal }) => callSigner(signer, '/vendors', { signal, timeoutMs }).then(normaliseVendors),
    }),
    [key, signer, timeoutMs],
  );
  // Asked for while the first step first renders, by usePrefetchQuery's rule (no cached state: start it),
  // in the browser only: a server render makes no request (its HTML shows the list loading, as `useQuery`
  // there does). On a slow phone the answer the first step waits for then leaves before React has
  // committed and run its effects, where `useQuery` would start it. (`usePrefetchQuery` itself cannot be
  // skipped on a server without calling a hook conditionally.)
  const inBrowser = useInBrowser();
  if (inBrowser && !client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
  return useQuery<Vendor[], Error>(options, client);
}

/** The banks from `GET {signer}/banks`, normalised by core. */
export function useBanks({ signer, timeoutMs, client, enabled = true }: ListOptions) {
  return useQuery<Bank[], Error>(
    {
      queryKey: ['naira-ramp', signerKey(signer), 'banks'],
      queryFn: ({ signal }) => callSigner(signer, '/banks', { signal, timeoutMs }).then(normaliseBanks),
      enabled,
    },
    client,
  );
}
