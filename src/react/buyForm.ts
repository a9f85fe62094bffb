import type { Network } from '../core';
import type { Check } from './validation';
import { accountNumberIssue, amountIssue, bankIssue, walletIssue } from './validation';

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

/** The whole-form check for the buy flow. */
export const checkBuy: Check<BuyFormValues> = (values, { limits, locale, banks, vendors, messages }) => {
  return {
    amount: amountIssue(values.amount, 'NGN', limits, locale),
    // Only a listed vendor can be paid: a prefilled number that the list lacks is not a choice.
    vendorNumber: vendors?.some((vendor) => vendor.number === values.vendorNumber)
      ? undefined
      : { code: 'required', message: messages.vendorRequired },
    bankName: bankIssue(values.bankName, banks, messages),
    accountNumber: accountNumberIssue(values.accountNumber),
    network: values.network ? undefined : { code: 'required', message: messages.networkRequired },
    walletAddress: walletIssue(values.network, values.walletAddress),
  };
};
