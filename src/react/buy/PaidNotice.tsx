import { useId } from 'react';
import { shownAmount } from './rows';
import { vendorShown } from './vendorShown';
import { sentence } from '../ui/isolate';
import type { BuyRampState } from './types';
import { useLaterUi } from '../ui/RampUi';
import { useAskFirst } from '../ui/useAskFirst';

/**
 * Paid is paid: once the person said "I have paid", the amount and vendor they paid are shown
 * read-only, with why, and changing them is a new request that asks for confirmation first.
 */
export function PaidNotice({ ramp }: { ramp: BuyRampState }) {
  const { messages, locale } = useLaterUi();
  const { asking, ask, keep, question, opener } = useAskFirst();
  const questionId = useId();
  if (!ramp.committed) return null;
  // While the request is on its way, it cannot be replaced by a new one.
  const busy = ramp.submission.status === 'submitting' || ramp.submission.status === 'checking';
  const values = ramp.form.getValues();
  const vendor = ramp.vendorOf(values.vendorNumber);
  const shown = vendorShown(vendor);
  return (
    <div className="nr-notice nr-paid" data-slot="paid">
      <p>{sentence(messages.paidNotice, [shownAmount(values.amount, 'NGN', locale), shown.display ?? values.vendorNumber])}</p>
      {asking ? (
        <div role="group" aria-labelledby={questionId} className="nr-confirm" data-slot="confirm-restart">
          <p id={questionId} ref={question} tabIndex={-1} className="nr-alert-title">
            {messages.restartQuestion}
          </p>
          <p>{messages.restartExplain}</p>
          <div className="nr-actions">
            <button type="button" className="nr-button nr-button-secondary" onClick={keep}>
              {messages.keepRequest}
            </button>
            <button type="button" className="nr-button" onClick={ramp.restart}>
              {messages.restartConfirm}
            </button>
          </div>
        </div>
      ) : (
        <button ref={opener} type="button" className="nr-button nr-button-secondary nr-inline" aria-disabled={busy || undefined} onClick={busy ? undefined : ask}>
          {messages.changePaid}
        </button>
      )}
    </div>
  );
}
