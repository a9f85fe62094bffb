import type { Resolver } from 'react-hook-form';
import { sellFirstFields } from '../../core';
import type { Network, SellAsset } from '../../core';
import { identityCache } from '../form/identityCache';
import { formResolver, ruleContext } from '../form/resolver';
import type { FormConfig } from '../form/resolver';

/** The stablecoins a person can sell (defined in core, shared with the signer). */
export type { SellAsset } from '../../core';

/** Everything a person enters in the sell flow, camelCase; converted to the wire body in `wire.ts`. */
export type SellFormValues = {
  asset: SellAsset;
  amount: string;
  network: Network | '';
  walletAddress: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
};

/** The sell flow's steps, in order. */
export const SELL_STEPS = ['amount', 'wallet', 'bank', 'review', 'receipt'] as const;
/** A step of the sell flow. */
export type SellStep = (typeof SELL_STEPS)[number];

/** Which fields each sell step holds, in screen order. */
export const SELL_STEP_FIELDS: Record<SellStep, readonly (keyof SellFormValues)[]> = {
  amount: ['asset', 'amount'],
  wallet: ['network', 'walletAddress'],
  bank: ['bankName', 'accountNumber', 'accountName'],
  review: [],
  receipt: [],
};

/** Empty sell values, the base under a host's `defaultValues`. */
export const EMPTY_SELL_VALUES: SellFormValues = {
  asset: 'USDT',
  amount: '',
  network: '',
  walletAddress: '',
  bankName: '',
  accountNumber: '',
  accountName: '',
};

// Keyed on the configuration's parts, objects first: a second mount with the same limits, wording,
// bank list and locale reuses the schemas and resolver of the first.
const sellResolverFor = identityCache(
  (limits: FormConfig['limits'], messages: FormConfig['messages'], banks: FormConfig['banks'], locale: string): Resolver<SellFormValues> => {
    const context = ruleContext({ limits, messages, banks, locale });
    const resolverOf = (asset: SellAsset) =>
      formResolver<SellFormValues>(sellFirstFields(context, asset), (rules) => rules.createSellFormSchema(context, asset));
    const resolvers = { USDT: resolverOf('USDT'), USDC: resolverOf('USDC') };
    return (values, ...rest) => resolvers[values.asset === 'USDC' ? 'USDC' : 'USDT'](values, ...rest);
  },
);

/** The sell form's resolver: `zodResolver` over the core sell form schema of the chosen stablecoin, each built once per configuration (and shared by every widget with it). */
export function createSellResolver({ limits, messages, banks, locale }: FormConfig): Resolver<SellFormValues> {
  return sellResolverFor(limits, messages, banks, locale);
}
