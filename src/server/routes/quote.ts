import { createQuoteQueryCheck, parseQuote } from '../../core';
import type { QuoteQueryCheck } from '../../core';
import type { SignerConfig } from '../config/resolve';
import { errorReply, type SignerReply } from '../http/responses';

const QUERY_KEYS = ['side', 'amount', 'asset', 'network'] as const;

/** Answers `GET {signer}/quote`; built once per signer. */
export type QuoteReply = (request: Request) => Promise<SignerReply>;

/** `GET {signer}/quote?side&amount&asset&network`: the host's quote, checked on the way in and out. */
export function createQuoteReply(config: SignerConfig): QuoteReply {
  const check = createQuoteQueryCheck(config.limits);
  return (request) => quoteReply(config, check, request);
}

async function quoteReply(config: SignerConfig, check: QuoteQueryCheck, request: Request): Promise<SignerReply> {
  if (!config.quote) return errorReply('not_found', 'This signer gives no quotes (no quote function is configured).');
  const params = new URL(request.url).searchParams;
  const query = Object.fromEntries(QUERY_KEYS.map((key) => [key, params.get(key) ?? undefined]));
  const checked = check(query);
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
