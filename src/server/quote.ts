import { parseQuote, validateQuoteQuery } from '../core';
import type { Quote, QuoteQuery } from '../core';
import type { SignerConfig } from './config';
import { sellNetworks } from './deposit';
import { errorReply, type SignerReply } from './responses';

/** The host's quote function: what the person would receive for an amount; undefined when it has none to give. */
export type QuoteFunction = (query: QuoteQuery) => Quote | undefined | Promise<Quote | undefined>;

const QUERY_KEYS = ['side', 'amount', 'asset', 'network'] as const;

/** `GET {signer}/quote?side&amount&asset&network`: the host's quote, checked on the way in and out. */
export async function quoteReply(config: SignerConfig, request: Request): Promise<SignerReply> {
  if (!config.quote) return errorReply('not_found', 'This signer gives no quotes (no quote function is configured).');
  const params = new URL(request.url).searchParams;
  const query = Object.fromEntries(QUERY_KEYS.map((key) => [key, params.get(key) ?? undefined]));
  const checked = validateQuoteQuery(query, config.limits);
  if (!checked.ok) {
    return errorReply(checked.code, checked.code === 'limit' ? (checked.fields.amount ?? 'The amount is outside the allowed range.') : 'Check the quote request.', { fields: checked.fields });
  }
  let answer: unknown;
  try {
    answer = await config.quote(checked.data);
  } catch (error) {
    config.logger?.warn('quote function failed', { error: error instanceof Error ? error.message : 'unknown' });
    return errorReply('upstream', 'No quote is available right now.');
  }
  if (answer === undefined) return errorReply('not_found', 'No quote is available for this amount and network.');
  const quote = parseQuote(answer);
  if (!quote) {
    config.logger?.warn('quote function returned an unreadable quote');
    return errorReply('upstream', 'No quote is available right now.');
  }
  return { status: 200, body: quote };
}

/** `GET {signer}/config`: what the widget adapts to, namely the networks sells are taken on and whether quotes exist. */
export function configReply(config: SignerConfig): SignerReply {
  return { status: 200, body: { sell_networks: sellNetworks(config.depositAddresses), quote: Boolean(config.quote) } };
}
