import { amountRule } from '../rules/amount';
import { readListedVendor } from '../vendors';
import { ruleField, type RuleContext } from './fields';

// The fields the buy form's first step judges, in a module of their own: a browser's first paint carries
// these and not the rest of the form's rules (which load after it), nor the sell form's. The whole buy
// form schema spreads them.

/** The buy form's first fields (amount and vendor). */
export function buyFirstFields(context: RuleContext) {
  return {
    amount: ruleField('amount', amountRule(context, 'NGN'), context.say),
    vendorNumber: ruleField('vendorNumber', (input) => readListedVendor(input, context.vendors, context.texts), context.say),
  };
}
