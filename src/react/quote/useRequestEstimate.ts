import { skipToken, useQuery } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import type { AmountLimits, Quote } from '../../core';
import type { RampConfig } from '../config/useRampConfig';
import { quoteKey } from './useQuote';
import { quoteTarget } from './useQuoteTarget';

/**
 * The estimate the review showed for these values, read from the quote cache and never asked again:
 * what the person was told when they asked, not a new figure. Undefined when none was shown (no quote
 * offered, or the page was reloaded since).
 */
export function useRequestEstimate(values: FieldValues, side: 'buy' | 'sell', config: Pick<RampConfig, 'signer' | 'queryClient'>, limits: AmountLimits): Quote | undefined {
  const { query } = quoteTarget(values, side, limits);
  const { data } = useQuery<unknown>({ queryKey: quoteKey(config.signer, query), queryFn: skipToken }, config.queryClient);
  return typeof data === 'object' && data !== null ? (data as Quote) : undefined;
}
