import type { ComponentProps } from 'react';
import { lazyModule } from '../flow/lazyModule';
import { withLaterMessages } from '../messages/messages';
import type { PaidNotice } from '../buy/PaidNotice';
import type { QuoteLine } from '../quote/QuoteLine';

// Parts of a first step that its first paint does not need: each is its own chunk, fetched as the step
// renders, so what the host pays for up front is the form itself.
const quoteLine = lazyModule(withLaterMessages(() => import('../quote/QuoteLine')));
const paidNotice = lazyModule(withLaterMessages(() => import('../buy/PaidNotice')));

/** "You receive ≈ …": until its code is here, the space it keeps is kept, so nothing below moves. */
export function FirstStepQuote(props: ComponentProps<typeof QuoteLine>) {
  const module = quoteLine.useModule();
  return module ? <module.QuoteLine {...props} /> : <div className="nr-quote" data-slot="quote" data-state="loading" />;
}

/** What was paid, read-only, on a first step revisited after "I have paid". */
export function FirstStepPaidNotice(props: ComponentProps<typeof PaidNotice>) {
  const module = paidNotice.useModule();
  return module ? <module.PaidNotice {...props} /> : null;
}
