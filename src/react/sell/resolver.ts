import type { Resolver } from 'react-hook-form';
import { sellFirstFields } from '../../core';
import type { SellAsset } from '../../core';
import { identityCache } from '../hooks/identityCache';
import { formResolver, ruleContext } from '../form/resolver';
import type { FormConfig } from '../form/resolver';
import type { SellFormValues } from './form';
import { sellLaterCode } from './laterCode';

// Keyed on the configuration's parts: a second mount with the same limits, wording and bank list
// reuses the schemas and resolver of the first.
const sellResolverFor = identityCache(
  (limits: FormConfig['limits'], messages: FormConfig['messages'], banks: FormConfig['banks']): Resolver<SellFormValues> => {
    const context = ruleContext({ limits, messages, banks });
    const resolverOf = (asset: SellAsset) =>
      formResolver<SellFormValues>(() => sellFirstFields(context, asset), () => sellLaterCode.load().then((code) => code.createSellFormSchema(context, asset)));
    // Each builds its schema at its own first validation: a sell of USDT alone never builds USDC's.
    const resolvers = { USDT: resolverOf('USDT'), USDC: resolverOf('USDC') };
    return (values, ...rest) => resolvers[values.asset === 'USDC' ? 'USDC' : 'USDT'](values, ...rest);
  },
);

/** The sell form's resolver: `zodResolver` over the core sell form schema of the chosen stablecoin, each built at its first validation, once per configuration (and shared by every widget with it). */
export function createSellResolver({ limits, messages, banks }: FormConfig): Resolver<SellFormValues> {
  return sellResolverFor(limits, messages, banks);
}
