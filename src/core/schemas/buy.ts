// Namespace import: it lets every bundler drop the parts of zod we do not use (`{ z }` defeats esbuild's tree shaking).
import * as z from 'zod/mini';
import { readAccountNumber } from '../banks/account';
import { readListedBank } from '../banks/rule';
import { definedOnly } from '../json';
import { DEFAULT_LIMITS, type AmountLimits } from '../money/limits';
import { amountRule } from '../money/rule';
import type { Network } from '../networks/list';
import { readNetwork } from '../networks/rule';
import { FIELD_TEXTS } from '../rules/field-texts';
import { readingPlain, refusingInvisibles } from '../rules/plain';
import { readOptionalText, readText } from '../rules/text';
import { walletMatchesNetwork, walletText } from '../wallet/field';
import { buyFirstFields } from './first-step';
import { identityField, labelled, memoised, ruleField, toResult, type RuleContext, type ValidationResult } from './fields';

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

/** The signer's label of each buy body field, before what is wanted ("Bank you paid from: enter the bank name"). */
export const BUY_LABELS: Record<string, string> = {
  amount: 'Amount',
  vendor_name: 'Vendor name',
  vendor_bank: 'Vendor bank',
  vendor_number: 'Vendor account number',
  bank_name: 'Bank you paid from',
  account_number: 'Account you paid from',
  account_name: 'Account name',
  network: 'Network',
  wallet_address: 'Wallet address',
  reference: 'Reference',
};

// The spec's sample reference is digits ("478939302"); we allow any URL-safe text up to 64 characters.
const REFERENCE = /^[A-Za-z0-9_-]{0,64}$/;
const ACCOUNT_NAME = /^.{0,200}$/s;

/** The buy rules both the form and the body use, bound to one context. */
function buyRules({ limits, banks, texts }: RuleContext) {
  return {
    amount: amountRule({ limits }, 'NGN'),
    bank: (input: unknown) => readListedBank(input, banks, texts),
    accountName: (input: unknown) => readOptionalText(input, ACCOUNT_NAME, 'Use text of at most 200 characters', (t) => t.tooLong(200)),
    network: (input: unknown) => readNetwork(input, texts),
  };
}

/** Schema of the buy form (camelCase, strings as typed), for `zodResolver`; build it once per context. */
export function createBuyFormSchema(context: RuleContext) {
  const rules = buyRules(context);
  const { say } = context;
  const shape = {
    ...buyFirstFields(context),
    bankName: ruleField('bankName', readingPlain(rules.bank), say),
    accountNumber: ruleField('accountNumber', readAccountNumber, say),
    accountName: z.optional(ruleField('accountName', readingPlain(rules.accountName), say)),
    // Optional in one table of the spec, but a buy without them cannot deliver the stablecoin anywhere.
    network: ruleField('network', rules.network, say),
    walletAddress: walletText,
  };
  return z.object(shape).check(walletMatchesNetwork('network', 'walletAddress', say));
}

function buyWireShape(limits: AmountLimits) {
  const say = labelled(BUY_LABELS);
  const rules = buyRules({ limits, texts: FIELD_TEXTS, say });
  // The vendor's details are the list's, as the widget showed them: text holding an invisible character is refused.
  const vendor = refusingInvisibles((input: unknown) => readText(input, FIELD_TEXTS.vendorRequired));
  // The bank paid from has no list to match on the wire: it is read as other text is, bounded.
  const bank = refusingInvisibles((input: unknown) => readText(input, FIELD_TEXTS.bankRequired));
  return {
    amount: ruleField('amount', rules.amount, say),
    vendor_name: ruleField('vendor_name', vendor, say),
    vendor_bank: ruleField('vendor_bank', vendor, say),
    vendor_number: ruleField('vendor_number', vendor, say),
    bank_name: ruleField('bank_name', bank, say),
    account_number: ruleField('account_number', readAccountNumber, say),
    network: ruleField('network', rules.network, say),
    wallet_address: walletText,
    account_name: z.optional(ruleField('account_name', refusingInvisibles(rules.accountName), say)),
    reference: z.optional(ruleField('reference', (input) => readOptionalText(input, REFERENCE, 'Use up to 64 letters, digits, hyphens or underscores'), say)),
  };
}

const buyCheck = /* @__PURE__ */ walletMatchesNetwork('network', 'wallet_address', /* @__PURE__ */ labelled(BUY_LABELS));

/** Schema of the browser's buy body, built once per limits; unknown fields are dropped and `type` is never read from it. */
export const createBuyRequestSchema = /* @__PURE__ */ memoised((limits: AmountLimits) =>
  z.pipe(z.object(buyWireShape(limits)).check(buyCheck), z.transform((v) => definedOnly(v) as BuyRequest)),
);

// The service's own table makes network and wallet optional on a buy (interface 4.1, rule 3); the signer always sends both.
const serviceBuyCheck = /* @__PURE__ */ walletMatchesNetwork('network', 'wallet_address', /* @__PURE__ */ labelled(BUY_LABELS), { optional: true });

/** Schema of the upstream buy body, for the mock service; built once per limits. */
export const createBuyUpstreamSchema = /* @__PURE__ */ memoised((limits: AmountLimits) => {
  const wire = buyWireShape(limits);
  const shape = {
    ...wire,
    network: z.optional(wire.network),
    business_id: identityField('business_id'),
    link_tag: identityField('link_tag'),
    type: z.literal('buy_ramp', { error: 'type: must be "buy_ramp"' }),
  };
  return z.pipe(z.object(shape).check(serviceBuyCheck), z.transform((v) => definedOnly(v) as BuyUpstreamBody));
});

/** Validates a buy body from the browser (the signer never trusts it). */
export function validateBuyRequest(input: unknown, limits: AmountLimits = DEFAULT_LIMITS.buy): ValidationResult<BuyRequest> {
  return toResult(createBuyRequestSchema(limits).safeParse(input));
}

/** Validates a buy body as the service receives it. */
export function validateBuyUpstream(input: unknown, limits: AmountLimits = DEFAULT_LIMITS.buy): ValidationResult<BuyUpstreamBody> {
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
