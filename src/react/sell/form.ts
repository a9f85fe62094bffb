import type { Network, SellAsset } from '../../core';

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
export const SELL_STEPS = ['amount', 'wallet', 'bank', 'review', 'receipt'] as const satisfies readonly [string, ...string[]];
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
