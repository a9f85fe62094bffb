// Namespace import: it lets every bundler drop the parts of zod we do not use (`{ z }` defeats esbuild's tree shaking).
import * as z from 'zod/mini';
import { readAccountNumber } from '../banks/account';
import { readListedBank } from '../banks/rule';
import { SELL_ASSETS, type Asset, type SellAsset } from '../money/amount';
import { DEFAULT_LIMITS, type AmountLimits } from '../money/limits';
import { amountRule } from '../money/rule';
import type { Network } from '../networks/list';
import { readNetwork } from '../networks/rule';
import { FIELD_TEXTS } from '../rules/field-texts';
import { readingPlain, refusingInvisibles } from '../rules/plain';
import { readText } from '../rules/text';
import { walletMatchesNetwork, walletText } from '../wallet/field';
import { sellFirstFields } from './first-step';
import { identityField, labelled, memoised, ruleField, toResult, type RuleContext, type ValidationResult } from './fields';

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

/** The sell body the signer sends the service (interface 2.2, rules of 4.2). */
export type SellUpstreamBody = Omit<SellRequest, 'asset'> & { business_id: string; link_tag: string; type: 'sell_ramp' };

/** The signer's label of each sell body field, before what is wanted. */
export const SELL_LABELS: Record<string, string> = {
  amount: 'Amount',
  account_name: 'Account name',
  account_number: 'Account number',
  bank_name: 'Bank',
  network: 'Network',
  wallet_address: 'Wallet address',
};

/** The sell rules both the form and the body use, bound to one context and stablecoin. */
function sellRules({ limits, banks, texts }: RuleContext, asset: Asset) {
  return {
    amount: amountRule({ limits }, asset),
    bank: (input: unknown) => readListedBank(input, banks, texts),
    accountName: (input: unknown) => readText(input, texts.accountNameRequired),
    network: (input: unknown) => readNetwork(input, texts),
  };
}

/** Schema of the sell form for one stablecoin (camelCase, strings as typed), for `zodResolver`; build it once per context. */
export function createSellFormSchema(context: RuleContext, asset: Asset) {
  const rules = sellRules(context, asset);
  const { say } = context;
  const shape = {
    ...sellFirstFields(context, asset),
    network: ruleField('network', rules.network, say),
    walletAddress: walletText,
    bankName: ruleField('bankName', readingPlain(rules.bank), say),
    accountNumber: ruleField('accountNumber', readAccountNumber, say),
    accountName: ruleField('accountName', readingPlain(rules.accountName), say),
  };
  return z.object(shape).check(walletMatchesNetwork('network', 'walletAddress', say));
}

function sellWireShape(limits: AmountLimits) {
  const say = labelled(SELL_LABELS);
  // USDT or USDC; the body does not say which, and both have 6 decimals.
  const rules = sellRules({ limits, texts: FIELD_TEXTS, say }, 'USDT');
  return {
    amount: ruleField('amount', rules.amount, say),
    account_name: ruleField('account_name', refusingInvisibles(rules.accountName), say),
    account_number: ruleField('account_number', readAccountNumber, say),
    bank_name: ruleField('bank_name', refusingInvisibles(rules.bank), say),
    network: ruleField('network', rules.network, say),
    wallet_address: walletText,
  };
}

const sellCheck = /* @__PURE__ */ walletMatchesNetwork('network', 'wallet_address', /* @__PURE__ */ labelled(SELL_LABELS));

/** Schema of the browser's sell body, built once per limits; unknown fields are dropped and `type` is never read from it. */
export const createSellRequestSchema = /* @__PURE__ */ memoised((limits: AmountLimits) => {
  const asset = z.optional(z.enum(SELL_ASSETS, { error: 'Stablecoin: choose USDT or USDC' }));
  return z.pipe(z.object({ ...sellWireShape(limits), asset }).check(sellCheck), z.transform((v) => v as SellRequest));
});

/** Schema of the upstream sell body, for the mock service; built once per limits. */
export const createSellUpstreamSchema = /* @__PURE__ */ memoised((limits: AmountLimits) => {
  const shape = {
    ...sellWireShape(limits),
    business_id: identityField('business_id'),
    link_tag: identityField('link_tag'),
    type: z.literal('sell_ramp', { error: 'type: must be "sell_ramp"' }),
  };
  return z.pipe(z.object(shape).check(sellCheck), z.transform((v) => v as SellUpstreamBody));
});

/** Validates a sell body from the browser (the signer never trusts it). */
export function validateSellRequest(input: unknown, limits: AmountLimits = DEFAULT_LIMITS.sell): ValidationResult<SellRequest> {
  return toResult(createSellRequestSchema(limits).safeParse(input));
}

/** Validates a sell body as the service receives it. */
export function validateSellUpstream(input: unknown, limits: AmountLimits = DEFAULT_LIMITS.sell): ValidationResult<SellUpstreamBody> {
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
