import { createBuyFormSchema } from '../../core';
import type { Bank, BuyRecord, Vendor } from '../../core';
import type { RampConfig } from '../config/useRampConfig';
import { flowEdge } from '../flow/edge';
import type { FlowEdge } from '../flow/edge';
import { unclaimedDevice } from '../flow/resume/unclaimed';
import type { BuyFormValues } from './form';
import { buyWire } from './wire';

// The buy flow's one lazy seam: everything after its first paint (the quote line, the steps after the
// first, and the edge that sends, reads statuses and keeps the flow), fetched once the widget has mounted.
export { FirstStepQuote } from '../quote/QuoteLine';
export { BuyLaterStep, BuyPaidNotice, BuyParkedNotice } from './LaterSteps';
export { createBuyFormSchema };
export { shownEstimate } from '../quote/shownEstimate';
// A request's failure is told once one has been sent, which only the later steps do.
export { ErrorAlert } from '../ui/ErrorAlert';
export { createPaidActions } from './paidActions';

/**
 * The buy flow's edge for the lists loaded so far and the host's signer; a transfer paid and not claimed is
 * kept on the device too, unless the host's `persistPaid` is false.
 */
export function buyEdge(
  vendors: readonly Vendor[] | undefined,
  banks: readonly Bank[] | undefined,
  vendorRequired: string,
  config: Pick<RampConfig, 'signer' | 'timeoutMs' | 'messages'>,
  persistPaid: boolean | undefined,
): FlowEdge<BuyFormValues, BuyRecord> {
  return flowEdge(buyWire(vendors, banks, vendorRequired), config, persistPaid === false ? undefined : unclaimedDevice);
}
