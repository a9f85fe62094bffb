import type { Network, SellAsset } from '../core';

/** The stablecoins a person can sell (defined in core, shared with the signer). */
export type { SellAsset } from '../core';
import type { Check } from './validation';
import { accountNumberIssue, amountIssue, bankIssue, required, walletIssue } from './validation';

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

/** The whole-form check for the sell flow. */
export const checkSell: Check<SellFormValues> = (values, { limits, locale, banks, messages }) => {
  return {
    amount: amountIssue(values.amount, values.asset, limits, locale),
    network: values.network ? undefined : { code: 'required', message: messages.networkRequired },
    walletAddress: walletIssue(values.network, values.walletAddress),
    bankName: bankIssue(values.bankName, banks, messages),
    accountNumber: accountNumberIssue(values.accountNumber),
    accountName: required(values.accountName, messages.accountNameRequired),
  };
};
