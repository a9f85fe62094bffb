import type { Asset } from '../money/amount';
import { amountRule } from '../money/rule';
import { readListedVendor } from '../vendors';
import { ruleField, type RuleContext } from './fields';

// The fields each flow's first step judges. The widget checks them on their own while the rest of the
// form's rules (banks, wallets) load, so they import none of those rules.

/**
 * The buy form's first step: the amount in Naira and a listed vendor. The whole buy form's schema spreads them.
 */
export function buyFirstFields(context: RuleContext) {
  return {
    amount: ruleField('amount', amountRule(context, 'NGN'), context.say),
    vendorNumber: ruleField('vendorNumber', (input) => readListedVendor(input, context.vendors, context.texts), context.say),
  };
}

/**
 * The sell form's first step: the amount of one stablecoin (chosen, not typed). The whole sell form's schema spreads it.
 */
export function sellFirstFields(context: RuleContext, asset: Asset) {
  return { amount: ruleField('amount', amountRule(context, asset), context.say) };
}
