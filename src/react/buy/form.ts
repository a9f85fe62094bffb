import type { Network } from '../../core';

/** Everything a person enters in the buy flow, camelCase; converted to the wire body in `wire.ts`. */
export type BuyFormValues = {
  amount: string;
  vendorNumber: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  network: Network | '';
  walletAddress: string;
  /** The request's reference, shown on the pay step as the narration to type on the transfer; made there when empty. */
  reference: string;
  /** When the payment window closes (ISO time), set on the pay step when the host gives `paymentWindowMinutes`. */
  payBy: string;
};

/** The buy flow's steps, in order. */
export const BUY_STEPS = ['amount', 'pay', 'proof', 'destination', 'review', 'receipt'] as const satisfies readonly [string, ...string[]];
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
  reference: '',
  payBy: '',
};
