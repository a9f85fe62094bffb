import { QueryClient, useQuery } from '@tanstack/react-query';
import { normaliseBanks, normaliseVendors } from '../core';
import type { Bank, Vendor } from '../core';
import { callSigner } from './signerClient';
import type { Signer } from './types';

/** A `QueryClient` for the widget alone: lists are fetched once per mount of the client and retried twice. */
export function createRampQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000, retry: 2, refetchOnWindowFocus: false } } });
}

const signerIds = new WeakMap<object, number>();
let nextSignerId = 0;

/** A stable cache key for a signer: its URL, or an id per function. */
function signerKey(signer: Signer | undefined): string {
  if (typeof signer !== 'function') return signer ?? '';
  if (!signerIds.has(signer)) signerIds.set(signer, ++nextSignerId);
  return `fn:${signerIds.get(signer)}`;
}

type ListOptions = { signer: Signer | undefined; timeoutMs?: number; client: QueryClient; enabled?: boolean };

/** The payment vendors from `GET {signer}/vendors`, normalised by core. */
export function useVendors({ signer, timeoutMs, client, enabled = true }: ListOptions) {
  return useQuery<Vendor[], Error>(
    {
      queryKey: ['naira-ramp', signerKey(signer), 'vendors'],
      queryFn: async ({ signal }) => normaliseVendors(await callSigner(signer ?? '', '/vendors', { signal, timeoutMs })),
      enabled: enabled && Boolean(signer),
    },
    client,
  );
}

/** The banks from `GET {signer}/banks`, normalised by core. */
export function useBanks({ signer, timeoutMs, client, enabled = true }: ListOptions) {
  return useQuery<Bank[], Error>(
    {
      queryKey: ['naira-ramp', signerKey(signer), 'banks'],
      queryFn: async ({ signal }) => normaliseBanks(await callSigner(signer ?? '', '/banks', { signal, timeoutMs })),
      enabled: enabled && Boolean(signer),
    },
    client,
  );
}
