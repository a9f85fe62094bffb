import { parseQuote } from '../../core';
import type { AmountLimits, Quote } from '../../core';
import type { FieldValues } from 'react-hook-form';
import type { RampConfig } from '../config/useRampConfig';
import { quoteKey } from './useQuote';
import { quoteTarget } from './useQuoteTarget';

/**
 * The estimate on screen for these values: the quote the review showed, read from the quote cache and
 * never asked again (what the person was told when they confirmed). Undefined when none was shown.
 */
export function shownEstimate(values: FieldValues, side: 'buy' | 'sell', config: Pick<RampConfig, 'signer' | 'queryClient'>, limits: AmountLimits): Quote | undefined {
  const { query } = quoteTarget(values, side, limits);
  return query ? parseQuote(config.queryClient.getQueryData(quoteKey(config.signer, query))) : undefined;
}
