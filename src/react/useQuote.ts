import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryOptions } from '@tanstack/react-query';
import { RampError, parseQuote } from '../core';
import type { Quote } from '../core';
import { signerKey } from './queries';
import { signerSettingsQuery } from './signerConfig';
import type { SignerSettings } from './signerConfig';
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

// The quote query's answer when the signer's settings say it gives no quotes.
const OFF = 'off';
/** What the one observer holds: the settings (nothing to quote yet), or the quote query's answer. */
type Answer = SignerSettings | Quote | typeof OFF;

function expiresAt(data: Answer | undefined): string | undefined {
  return typeof data === 'object' && 'expires_at' in data ? data.expires_at : undefined;
}

/**
 * The signer's quote (`GET {signer}/quote?{query}`) for a query from `useQuoteQuery`, through one
 * observer: while the query is empty (nothing to quote) it follows the signer's settings, which say
 * whether quotes exist at all; once there is a query it follows the quote, whose request reads those
 * settings first. A newer query replaces the request in flight (react-query aborts it); a signer
 * without quotes (config says so, or the route answers 404) gives `off`.
 */
export function useQuote(query: string, config: Pick<RampConfig, 'signer' | 'timeoutMs' | 'queryClient'>): QuoteState {
  const settings = signerSettingsQuery(config);
  const quote: UseQueryOptions<Answer, Error> = {
    queryKey: ['naira-ramp', signerKey(config.signer), 'quote', query],
    queryFn: async ({ signal }) => {
      if ((await config.queryClient.fetchQuery(settings)).quote === false) return OFF;
      const answer = parseQuote(await callSigner(config.signer, `/quote?${query}`, { signal, timeoutMs: config.timeoutMs }));
      if (!answer) throw new RampError('upstream', 'The quote could not be read.');
      return answer;
    },
    retry: false,
    staleTime: (q) => Math.max(0, Date.parse(expiresAt(q.state.data) ?? '') - Date.now()) || 0,
  };
  // The settings' query holds settings only; typed as the shared answer so one observer can follow either.
  const answer = useQuery<Answer, Error>(query === '' ? (settings as UseQueryOptions<Answer, Error>) : quote, config.queryClient);
  const data = query === '' ? undefined : (answer.data as Quote | typeof OFF | undefined);
  const expired = useExpired(expiresAt(data));
  // Settings already known to offer no quotes say so at once, not after a request's "loading".
  const known = query === '' ? (answer.data as SignerSettings | undefined) : config.queryClient.getQueryData(settings.queryKey);
  if (known?.quote === false) return { status: 'off' };
  if (query === '') return { status: 'idle' };
  if (data === OFF || (answer.error instanceof RampError && answer.error.code === 'not_found')) return { status: 'off' };
  if (answer.isError) return { status: 'error' };
  if (data === undefined) return { status: 'loading' };
  return { status: 'ready', quote: data, expired };
}
