import { createBuyFormSchema } from '../../core';
import type { Bank, BuyRecord, Vendor } from '../../core';
import { keepFlow, restoreFlow } from '../flow/resume/resume';
import { sendRequest } from '../flow/sendRequest';
import type { FlowLater } from '../flow/types';
import { fetchStatus } from '../signer/status';
import type { BuyFormValues } from './form';
import { buyWire } from './wire';

// The buy flow's one lazy seam: everything after its first paint (the quote line and the steps after the
// first), fetched once the widget has mounted.
export { FirstStepQuote } from '../quote/QuoteLine';
export { BuyLaterStep, BuyPaidNotice } from './LaterSteps';
export { createBuyFormSchema };

/** The engine's part of the buy flow's later code, for the lists loaded so far. */
export function buyLater(vendors: readonly Vendor[] | undefined, banks: readonly Bank[] | undefined, vendorRequired: string): FlowLater<BuyFormValues, BuyRecord> {
  return { wire: buyWire(vendors, banks, vendorRequired), sendRequest, fetchStatus, keepFlow, restoreFlow };
}
