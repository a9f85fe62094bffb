// Namespace import: it lets every bundler drop the parts of zod we do not use (`{ z }` defeats esbuild's tree shaking).
import * as z from 'zod/mini';
import { DEFAULT_LIMITS, type AmountLimits } from '../limits';
import type { Network } from '../networks';
import {
  accountNumberField,
  amountField,
  networkField,
  requiredText,
  toResult,
  walletField,
  walletMatchesNetwork,
  type ValidationResult,
} from './fields';

/** The sell body the browser sends the signer (interface 2.2 without business_id, link_tag and type). */
export type SellRequest = {
  amount: number;
  account_name: string;
  account_number: string;
  bank_name: string;
  network: Network;
  wallet_address: string;
  /** The stablecoin the person sends; for the deposit instructions only, never forwarded (the spec names no such field). */
  asset?: SellAsset;
};

/** The stablecoins a person can sell (interface section 1). */
export const SELL_ASSETS = ['USDT', 'USDC'] as const;

/** One stablecoin a person can sell. */
export type SellAsset = (typeof SELL_ASSETS)[number];

/** The sell body the signer sends the service (interface 2.2, rules of 4.2). */
export type SellUpstreamBody = Omit<SellRequest, 'asset'> & { business_id: string; link_tag: string; type: 'sell_ramp' };

function sellShape(limits: AmountLimits) {
  return {
    // USDT or USDC; the spec does not say which, and both have 6 decimals.
    amount: amountField('USDT', limits),
    account_name: requiredText('Account name', 'enter the name on the bank account'),
    account_number: accountNumberField('Account number'),
    bank_name: requiredText('Bank', 'choose your bank from the list'),
    network: networkField,
    wallet_address: walletField,
  };
}

/** Schema of the browser's sell body; unknown fields are dropped and `type` is never read from it. */
export function createSellRequestSchema(limits: AmountLimits = DEFAULT_LIMITS.sell) {
  const asset = z.optional(z.enum(SELL_ASSETS, { error: 'Stablecoin: choose USDT or USDC' }));
  return z.object({ ...sellShape(limits), asset }).check(walletMatchesNetwork);
}

/** Schema of the upstream sell body, for the mock service. */
export function createSellUpstreamSchema(limits: AmountLimits = DEFAULT_LIMITS.sell) {
  const shape = {
    ...sellShape(limits),
    business_id: requiredText('business_id', 'the business identifier is required'),
    link_tag: requiredText('link_tag', 'the link tag is required'),
    type: z.literal('sell_ramp', { error: 'type: must be "sell_ramp"' }),
  };
  return z.object(shape).check(walletMatchesNetwork);
}

/** Validates a sell body from the browser (the signer never trusts it). */
export function validateSellRequest(input: unknown, limits?: AmountLimits): ValidationResult<SellRequest> {
  return toResult(createSellRequestSchema(limits).safeParse(input));
}

/** Validates a sell body as the service receives it. */
export function validateSellUpstream(input: unknown, limits?: AmountLimits): ValidationResult<SellUpstreamBody> {
  return toResult(createSellUpstreamSchema(limits).safeParse(input));
}

/** Adds the signer's identity and the fixed `type`, copying only the fields the spec names. */
export function toSellUpstream(body: SellRequest, identity: { businessId: string; linkTag: string }): SellUpstreamBody {
  return {
    business_id: identity.businessId,
    link_tag: identity.linkTag,
    type: 'sell_ramp',
    amount: body.amount,
    account_name: body.account_name,
    account_number: body.account_number,
    bank_name: body.bank_name,
    network: body.network,
    wallet_address: body.wallet_address,
  };
}
