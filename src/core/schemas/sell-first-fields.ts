import type { Asset } from '../money';
import { amountRule } from '../rules/amount';
import { ruleField, type RuleContext } from './fields';

// The field the sell form's first step judges, in a module of their own: a browser's first paint carries
// it and not the rest of the form's rules (which load after it), nor the buy form's. The whole sell form
// schema spreads it.

/** The sell form's first field: the amount of one stablecoin (chosen, not typed). */
export function sellFirstFields(context: RuleContext, asset: Asset) {
  return { amount: ruleField('amount', amountRule(context, asset), context.say) };
}
