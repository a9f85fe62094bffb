import { readAmount } from '../rules/amount';
import type { Asset } from '../money';
import { readListedVendor } from '../vendors';
import { ruleField, type RuleContext } from './fields';

// The fields a form's first step judges, in a module of their own: a browser's first paint carries
// these and not the rest of the form's rules (which load after it). The whole form schemas spread them.

type AmountContext = Pick<RuleContext, 'limits' | 'locale'>;

/** The amount rule of a flow: Naira for a buy, the chosen stablecoin for a sell. */
export const amountRule = ({ limits, locale }: AmountContext, asset: Asset) => (input: unknown) => readAmount(input, asset, limits, locale);

/** The buy form's first fields (amount and vendor). */
export function buyFirstFields(context: RuleContext) {
  return {
    amount: ruleField('amount', amountRule(context, 'NGN'), context.say),
    vendorNumber: ruleField('vendorNumber', (input) => readListedVendor(input, context.vendors, context.texts), context.say),
  };
}

/** The sell form's first field: the amount of one stablecoin (chosen, not typed). */
export function sellFirstFields(context: RuleContext, asset: Asset) {
  return { amount: ruleField('amount', amountRule(context, asset), context.say) };
}
