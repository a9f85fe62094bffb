import { createSellFormSchema } from '../../core';
import type { Bank, SellRecord } from '../../core';
import { keepFlow, restoreFlow } from '../flow/resume/resume';
import { sendRequest } from '../flow/sendRequest';
import type { FlowLater } from '../flow/types';
import { fetchStatus } from '../signer/status';
import type { SellFormValues } from './form';
import { sellWire } from './wire';

// The sell flow's one lazy seam: everything after its first paint (the quote line and the steps after the
// first), fetched once the widget has mounted.
export { FirstStepQuote } from '../quote/QuoteLine';
export { SellLaterStep } from './LaterSteps';
export { createSellFormSchema };

/** The engine's part of the sell flow's later code, for the bank list loaded so far. */
export function sellLater(banks: readonly Bank[] | undefined): FlowLater<SellFormValues, SellRecord> {
  return { wire: sellWire(banks), sendRequest, fetchStatus, keepFlow, restoreFlow };
}
