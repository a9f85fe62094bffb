// Namespace import: it lets every bundler drop the parts of zod we do not use.
import * as z from 'zod/mini';
import { isRecord } from './json';
import type { Asset } from './money/amount';
import type { AmountLimits, RampLimits } from './money/limits';
import { readAmount } from './money/rule';
import type { Network } from './networks/list';
import { readNetwork } from './networks/rule';
import { FIELD_TEXTS } from './rules/field-texts';
import { labelled, ruleField, toResult, type ValidationResult } from './schemas/fields';

/** What a quote is asked for: `GET {signer}/quote?side&amount&asset&network`. */
export type QuoteQuery = { side: 'buy' | 'sell'; amount: number; asset: Asset; network: Network };

/** The host's quote, as the signer answers it: what the person receives, at what rate and fee, until when. */
export type Quote = {
  /** What the person receives, after the fee, in `receive_currency`. */
  receive: number;
  /** `NGN` on a sell (naira paid out), `cNGN` or the like on a buy (stablecoin delivered). */
  receive_currency: string;
  /** Units of `receive_currency` per unit of the amount's asset. */
  rate: number;
  /** The fee taken, in `receive_currency`. */
  fee: number;
  /** When the quote stops holding (ISO 8601). */
  expires_at: string;
};

const QUOTE_LABELS = { amount: 'Amount', network: 'Network' };
const QUOTE_ASSETS = { buy: ['NGN'], sell: ['USDT', 'USDC'] } as const;

function quoteSchema(side: 'buy' | 'sell', amountAsset: Asset, bounds: AmountLimits) {
  const say = labelled(QUOTE_LABELS);
  const assets = QUOTE_ASSETS[side];
  return z.object({
    side: z.enum(['buy', 'sell'], { error: 'side: use buy or sell' }),
    amount: ruleField('amount', (input) => readAmount(input, amountAsset, bounds), say),
    asset: z.enum(assets, { error: `asset: use ${assets.join(' or ')} for a ${side}` }),
    network: ruleField('network', (input) => readNetwork(input, FIELD_TEXTS), say),
  });
}

/** Checks one quote query; built by `createQuoteQueryCheck`. */
export type QuoteQueryCheck = (input: Record<string, string | undefined>) => ValidationResult<QuoteQuery>;

/**
 * Builds, once per limits, the check of a quote query with the same amount and network rules as the
 * transaction bodies: a buy quote is for Naira, a sell quote for USDT or USDC, within the limits.
 */
export function createQuoteQueryCheck(limits: RampLimits): QuoteQueryCheck {
  const schemas = {
    buy: quoteSchema('buy', 'NGN', limits.buy),
    USDT: quoteSchema('sell', 'USDT', limits.sell),
    USDC: quoteSchema('sell', 'USDC', limits.sell),
  };
  return (input) => {
    const schema = input.side === 'buy' ? schemas.buy : input.asset === 'USDC' ? schemas.USDC : schemas.USDT;
    return toResult(schema.safeParse(input)) as ValidationResult<QuoteQuery>;
  };
}

function nonNegative(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** Reads a quote answer; undefined when any field is missing or of the wrong kind, so nothing made up is shown. */
export function parseQuote(json: unknown): Quote | undefined {
  if (!isRecord(json)) return undefined;
  const { receive, receive_currency, rate, fee, expires_at } = json;
  if (!nonNegative(receive) || !nonNegative(rate) || !nonNegative(fee)) return undefined;
  if (typeof receive_currency !== 'string' || !/^[A-Za-z]{2,10}$/.test(receive_currency)) return undefined;
  if (typeof expires_at !== 'string' || Number.isNaN(Date.parse(expires_at))) return undefined;
  return { receive, receive_currency, rate, fee, expires_at };
}
