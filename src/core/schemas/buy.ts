// Namespace import: it lets every bundler drop the parts of zod we do not use (`{ z }` defeats esbuild's tree shaking).
import * as z from 'zod/mini';
import { DEFAULT_LIMITS, type AmountLimits } from '../limits';
import { definedOnly } from '../is-record';
import type { Network } from '../networks';
import {
  accountNumberField,
  amountField,
  networkField,
  optionalText,
  requiredText,
  toResult,
  walletField,
  walletMatchesNetwork,
  type ValidationResult,
} from './fields';

/** The buy body the browser sends the signer (interface 2.1 without business_id, link_tag and type). */
export type BuyRequest = {
  amount: number;
  vendor_name: string;
  vendor_bank: string;
  vendor_number: string;
  bank_name: string;
  account_number: string;
  network: Network;
  wallet_address: string;
  account_name?: string;
  reference?: string;
};

/** The buy body the signer sends the service (interface 2.1, rules of 4.1). */
export type BuyUpstreamBody = BuyRequest & { business_id: string; link_tag: string; type: 'buy_ramp' };

// The spec's sample reference is digits ("478939302"); we allow any URL-safe text up to 64 characters.
const REFERENCE = /^[A-Za-z0-9_-]{0,64}$/;

function buyShape(limits: AmountLimits) {
  return {
    amount: amountField('NGN', limits),
    vendor_name: requiredText('Vendor name', 'choose a vendor from the list'),
    vendor_bank: requiredText('Vendor bank', 'choose a vendor from the list'),
    vendor_number: requiredText('Vendor account number', 'choose a vendor from the list'),
    bank_name: requiredText('Bank you paid from', 'enter the name of the bank you paid from'),
    account_number: accountNumberField('Account you paid from'),
    // Optional in one table of the spec, but a buy without them cannot deliver the stablecoin anywhere.
    network: networkField,
    wallet_address: walletField,
    account_name: optionalText('Account name', /^.{0,200}$/s, 'use text of at most 200 characters'),
    reference: optionalText('Reference', REFERENCE, 'use up to 64 letters, digits, hyphens or underscores'),
  };
}

/** Schema of the browser's buy body; unknown fields are dropped and `type` is never read from it. */
export function createBuyRequestSchema(limits: AmountLimits = DEFAULT_LIMITS.buy) {
  return z.pipe(z.object(buyShape(limits)).check(walletMatchesNetwork), z.transform((v) => definedOnly(v) as BuyRequest));
}

/** Schema of the upstream buy body, for the mock service. */
export function createBuyUpstreamSchema(limits: AmountLimits = DEFAULT_LIMITS.buy) {
  const shape = {
    ...buyShape(limits),
    business_id: requiredText('business_id', 'the business identifier is required'),
    link_tag: requiredText('link_tag', 'the link tag is required'),
    type: z.literal('buy_ramp', { error: 'type: must be "buy_ramp"' }),
  };
  return z.pipe(z.object(shape).check(walletMatchesNetwork), z.transform((v) => definedOnly(v) as BuyUpstreamBody));
}

/** Validates a buy body from the browser (the signer never trusts it). */
export function validateBuyRequest(input: unknown, limits?: AmountLimits): ValidationResult<BuyRequest> {
  return toResult(createBuyRequestSchema(limits).safeParse(input));
}

/** Validates a buy body as the service receives it. */
export function validateBuyUpstream(input: unknown, limits?: AmountLimits): ValidationResult<BuyUpstreamBody> {
  return toResult(createBuyUpstreamSchema(limits).safeParse(input));
}

/** Adds the signer's identity and the fixed `type`, copying only the fields the spec names. */
export function toBuyUpstream(body: BuyRequest, identity: { businessId: string; linkTag: string }): BuyUpstreamBody {
  return definedOnly({
    business_id: identity.businessId,
    link_tag: identity.linkTag,
    type: 'buy_ramp' as const,
    amount: body.amount,
    vendor_name: body.vendor_name,
    vendor_bank: body.vendor_bank,
    vendor_number: body.vendor_number,
    bank_name: body.bank_name,
    account_number: body.account_number,
    network: body.network,
    wallet_address: body.wallet_address,
    account_name: body.account_name,
    reference: body.reference,
  });
}
