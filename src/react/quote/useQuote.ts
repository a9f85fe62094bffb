import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RampError, parseQuote } from '../../core';
import type { Quote } from '../../core';
import { signerKey } from '../config/signerKey';
import { signerSettingsQuery, useSignerSettings } from '../signer/settings';
import { callSigner } from '../signer/client';
import type { RampConfig } from '../config/useRampConfig';
import type { Signer } from '../config/types';

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

/** The quote query's key: a receipt reads the estimate the review showed from it. */
export function quoteKey(signer: Signer, query: string) {
  return ['naira-ramp', signerKey(signer), 'quote', query] as const;
}

// The quote query's answer when the signer's settings say it gives no quotes.
const OFF = 'off';
type Answer = Quote | typeof OFF;

function expiresAt(data: Answer | undefined): string | undefined {
  return typeof data === 'object' ? data.expires_at : undefined;
}

/**
 * When to ask again for a quote answered at `answeredAt`: a fifth of its life (at most 5 s) before it
 * expires, and not sooner than 1 s; false for a quote without an expiry or one that came already expired.
 */
function refreshAfter(expires: string | undefined, answeredAt: number): number | false {
  const life = Date.parse(expires ?? '') - answeredAt;
  if (Number.isNaN(life) || life <= 0) return false;
  return Math.max(1_000, life - Math.min(5_000, life / 5));
}

/**
 * The signer's quote (`GET {signer}/quote?{query}`) for a query from `useQuoteTarget`, asked only while
 * there is something to quote; the request reads the signer's settings first. A newer query replaces
 * the request in flight (react-query aborts it); a signer without quotes (its settings say so, or the
 * route answers 404) gives `off`.
 */
export function useQuote(query: string, config: Pick<RampConfig, 'signer' | 'timeoutMs' | 'queryClient'>): QuoteState {
  const known = useSignerSettings(config);
  const answer = useQuery<Answer, Error>(
    {
      queryKey: quoteKey(config.signer, query),
      queryFn: async ({ signal }) => {
        if ((await config.queryClient.fetchQuery(signerSettingsQuery(config))).quote === false) return OFF;
        const quote = parseQuote(await callSigner(config.signer, `/quote?${query}`, { signal, timeoutMs: config.timeoutMs }));
        if (!quote) throw new RampError('upstream', 'The quote could not be read.');
        return quote;
      },
      enabled: query !== '',
      retry: false,
      staleTime: (q) => Math.max(0, Date.parse(expiresAt(q.state.data) ?? '') - Date.now()) || 0,
      // A quote in view is asked again shortly before it expires, so the figure beside Confirm is current.
      refetchInterval: (q) => refreshAfter(expiresAt(q.state.data), q.state.dataUpdatedAt),
    },
    config.queryClient,
  );
  const data = answer.data;
  const expired = useExpired(expiresAt(data));
  const { refetch, isFetching, dataUpdatedAt } = answer;
  // Expired anyway (the tab was hidden, or the refresh was slow): ask at once; meanwhile it is "Getting a quote…".
  // A quote that came already expired is not asked again in a loop: it shows as expired.
  const refreshable = refreshAfter(expiresAt(data), dataUpdatedAt) !== false;
  useEffect(() => {
    if (expired && refreshable) void refetch();
  }, [expired, refreshable, refetch]);
  // Settings already known to offer no quotes say so at once, not after a request's "loading".
  if (known?.quote === false) return { status: 'off' };
  if (query === '') return { status: 'idle' };
  if (data === OFF || (answer.error instanceof RampError && answer.error.code === 'not_found')) return { status: 'off' };
  if (answer.isError) return { status: 'error' };
  if (data === undefined || (expired && refreshable && isFetching)) return { status: 'loading' };
  return { status: 'ready', quote: data, expired };
}
