import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ASSET_DECIMALS, RampError, checkAmountLimits, parseAmount, parseQuote } from '../core';
import type { AmountLimits, Asset, Network, Quote } from '../core';
import { signerKey } from './queries';
import { useSignerSettings } from './signerConfig';
import { callSigner } from './signerClient';
import type { RampConfig } from './useRampConfig';

/** Where a quote stands: none offered by the signer, nothing to quote yet, asking, failed, or ready. */
export type QuoteState =
  | { status: 'off' | 'idle' | 'loading' | 'error' }
  | { status: 'ready'; quote: Quote; expired: boolean };

/** What to quote: the typed amount as text, its asset, the network, the flow's limits. */
export type QuoteInput = { side: 'buy' | 'sell'; amount: string; asset: Asset; network: Network | ''; limits: AmountLimits };

/** Pause after the last keystroke before asking, so typing "25000" asks once, not five times. */
export const QUOTE_DEBOUNCE_MS = 400;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

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
 * The signer's quote for an amount (`GET {signer}/quote`), asked only for an amount the form would
 * accept, after typing pauses. A newer amount replaces the request in flight (react-query aborts
 * it); a signer without quotes (config says so, or the route answers 404) gives `off`.
 */
export function useQuote(input: QuoteInput, config: RampConfig): QuoteState {
  const settings = useSignerSettings(config);
  const parsed = parseAmount(input.amount, ASSET_DECIMALS[input.asset]);
  const amount = parsed.ok && !checkAmountLimits(parsed.value, input.limits, input.asset) ? parsed.value : undefined;
  const target = amount && input.network ? `side=${input.side}&amount=${amount}&asset=${input.asset}&network=${input.network}` : '';
  const key = useDebounced(target, QUOTE_DEBOUNCE_MS);
  const query = useQuery<Quote, Error>(
    {
      queryKey: ['naira-ramp', signerKey(config.signer), 'quote', key],
      queryFn: async ({ signal }) => {
        const quote = parseQuote(await callSigner(config.signer, `/quote?${key}`, { signal, timeoutMs: config.timeoutMs }));
        if (!quote) throw new RampError('upstream', 'The quote could not be read.');
        return quote;
      },
      enabled: key !== '' && settings !== undefined && settings.quote !== false,
      retry: false,
      staleTime: (q) => Math.max(0, Date.parse(q.state.data?.expires_at ?? '') - Date.now()) || 0,
    },
    config.queryClient,
  );
  const expired = useExpired(query.data?.expires_at);
  if (settings?.quote === false || (query.error instanceof RampError && query.error.code === 'not_found')) return { status: 'off' };
  if (target === '') return { status: 'idle' };
  // Between a keystroke and the debounced ask, the last quote is for another amount: show it as loading.
  if (key !== target || settings === undefined || query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error' };
  return { status: 'ready', quote: query.data, expired };
}
