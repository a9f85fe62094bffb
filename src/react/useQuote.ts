import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RampError, parseQuote } from '../core';
import type { Quote } from '../core';
import { signerKey } from './queries';
import { useSignerSettings } from './signerConfig';
import { callSigner } from './signerClient';
import type { RampConfig } from './useRampConfig';

/** Where a quote stands: none offered by the signer, nothing to quote yet, asking, failed, or ready. */
export type QuoteState =
  | { status: 'off' | 'idle' | 'loading' | 'error' }
  | { status: 'ready'; quote: Quote; expired: boolean };

/** True once `expiresAt` has passed; a timer flips it at that moment (at once for a quote already past). */
function useExpired(expiresAt: string | undefined): boolean {
  const [expiredAt, setExpiredAt] = useState<number | undefined>(undefined);
  const at = expiresAt ? Date.parse(expiresAt) : NaN;
  useEffect(() => {
    if (Number.isNaN(at)) return;
    const timer = setTimeout(() => setExpiredAt(at), Math.min(Math.max(0, at - Date.now()), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [at]);
  return expiredAt === at;
}

/**
 * The signer's quote (`GET {signer}/quote?{query}`) for a query from `useQuoteQuery`: an empty one
 * asks nothing. A newer query replaces the request in flight (react-query aborts it); a signer
 * without quotes (config says so, or the route answers 404) gives `off`.
 */
export function useQuote(query: string, config: Pick<RampConfig, 'signer' | 'timeoutMs' | 'queryClient'>): QuoteState {
  const settings = useSignerSettings(config);
  const answer = useQuery<Quote, Error>(
    {
      queryKey: ['naira-ramp', signerKey(config.signer), 'quote', query],
      queryFn: async ({ signal }) => {
        const quote = parseQuote(await callSigner(config.signer, `/quote?${query}`, { signal, timeoutMs: config.timeoutMs }));
        if (!quote) throw new RampError('upstream', 'The quote could not be read.');
        return quote;
      },
      enabled: query !== '' && settings !== undefined && settings.quote !== false,
      retry: false,
      staleTime: (q) => Math.max(0, Date.parse(q.state.data?.expires_at ?? '') - Date.now()) || 0,
    },
    config.queryClient,
  );
  const expired = useExpired(answer.data?.expires_at);
  if (settings?.quote === false || (answer.error instanceof RampError && answer.error.code === 'not_found')) return { status: 'off' };
  if (query === '') return { status: 'idle' };
  if (settings === undefined || answer.isPending) return { status: 'loading' };
  if (answer.isError) return { status: 'error' };
  return { status: 'ready', quote: answer.data, expired };
}
