import type { Resolver } from 'react-hook-form';
import { buyFirstFields } from '../../core';
import { identityCache } from '../hooks/identityCache';
import { formResolver, ruleContext } from '../form/resolver';
import type { FormConfig } from '../form/resolver';
import type { BuyFormValues } from './form';
import { buyLaterCode } from './laterCode';

// Keyed on the configuration's parts: a second mount with the same limits, wording and lists reuses
// the schema and resolver of the first.
const buyResolverFor = identityCache(
  (limits: FormConfig['limits'], messages: FormConfig['messages'], banks: FormConfig['banks'], vendors: FormConfig['vendors']): Resolver<BuyFormValues> => {
    const context = ruleContext({ limits, messages, banks, vendors });
    return formResolver(() => buyFirstFields(context), () => buyLaterCode.load().then((code) => code.createBuyFormSchema(context)));
  },
);

/** The buy form's resolver: `zodResolver` over the core buy form schema, built at its first validation, once per configuration (and shared by every widget with it). */
export function createBuyResolver({ limits, messages, banks, vendors }: FormConfig): Resolver<BuyFormValues> {
  return buyResolverFor(limits, messages, banks, vendors);
}
