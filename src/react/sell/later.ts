import { createSellFormSchema } from '../../core';
import type { Bank, SellRecord } from '../../core';
import type { RampConfig } from '../config/useRampConfig';
import { flowEdge } from '../flow/edge';
import type { FlowEdge } from '../flow/edge';
import type { SellFormValues } from './form';
import { sellWire } from './wire';

// The sell flow's one lazy seam: everything after its first paint (the quote line, the steps after the
// first, and the edge that sends, reads statuses and keeps the flow), fetched once the widget has mounted.
export { FirstStepQuote } from '../quote/QuoteLine';
export { SellLaterStep } from './LaterSteps';
export { createSellFormSchema };
export { shownEstimate } from '../quote/shownEstimate';
// A request's failure is told once one has been sent, which only the later steps do.
export { ErrorAlert } from '../ui/ErrorAlert';

/** The sell flow's edge for the bank list loaded so far and the host's signer. */
export function sellEdge(banks: readonly Bank[] | undefined, config: Pick<RampConfig, 'signer' | 'timeoutMs' | 'messages'>): FlowEdge<SellFormValues, SellRecord> {
  return flowEdge(sellWire(banks), config);
}
