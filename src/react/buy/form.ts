import type { Resolver } from 'react-hook-form';
import { buyFirstFields } from '../../core';
import type { Network } from '../../core';
import { identityCache } from '../form/identityCache';
import { formResolver, ruleContext } from '../form/resolver';
import type { FormConfig } from '../form/resolver';

/** Everything a person enters in the buy flow, camelCase; converted to the wire body in `wire.ts`. */
export type BuyFormValues = {
  amount: string;
  vendorNumber: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  network: Network | '';
  walletAddress: string;
};

/** The buy flow's steps, in order. */
export const BUY_STEPS = ['amount', 'pay', 'proof', 'destination', 'review', 'receipt'] as const;
/** A step of the buy flow. */
export type BuyStep = (typeof BUY_STEPS)[number];

/** Which fields each buy step holds, in screen order (for focus and validation per step). */
export const BUY_STEP_FIELDS: Record<BuyStep, readonly (keyof BuyFormValues)[]> = {
  amount: ['amount', 'vendorNumber'],
  pay: [],
  proof: ['bankName', 'accountNumber', 'accountName'],
  destination: ['network', 'walletAddress'],
  review: [],
  receipt: [],
};

/** Empty buy values, the base under a host's `defaultValues`. */
export const EMPTY_BUY_VALUES: BuyFormValues = {
  amount: '',
  vendorNumber: '',
  bankName: '',
  accountNumber: '',
  accountName: '',
  network: '',
  walletAddress: '',
};

// Keyed on the configuration's parts, objects first: a second mount with the same limits, wording,
// lists and locale reuses the schema and resolver of the first.
const buyResolverFor = identityCache(
  (limits: FormConfig['limits'], messages: FormConfig['messages'], banks: FormConfig['banks'], vendors: FormConfig['vendors'], locale: string): Resolver<BuyFormValues> => {
    const context = ruleContext({ limits, messages, banks, vendors, locale });
    return formResolver(buyFirstFields(context), (rules) => rules.createBuyFormSchema(context));
  },
);

/** The buy form's resolver: `zodResolver` over the core buy form schema, built once per configuration (and shared by every widget with it). */
export function createBuyResolver({ limits, messages, banks, vendors, locale }: FormConfig): Resolver<BuyFormValues> {
  return buyResolverFor(limits, messages, banks, vendors, locale);
}
