import { useId } from 'react';
import { shownAmount } from '../ui/shownAmount';
import { unsettled, vendorText } from './PaidNotice';
import type { BuyRampState } from './types';
import { useLaterUi } from '../ui/RampUi';
import { AskFirstQuestion } from '../ui/AskFirstQuestion';
import { useAskFirst } from '../ui/useAskFirst';
import { sentence } from '../ui/isolate';

/**
 * A paid transfer set aside for a separate purchase, on every step until its claim is sent or it is
 * dismissed: what was paid, to whom, under which narration. "Claim this payment" takes it up again;
 * "Dismiss it" asks first, and says the narration is what the business needs to find it.
 */
export function ParkedNotice({ ramp }: { ramp: BuyRampState }) {
  const { messages } = useLaterUi();
  const { asking, ask, keep, question, opener } = useAskFirst();
  const titleId = useId();
  const { parked } = ramp;
  if (!parked) return null;
  const busy = unsettled(ramp);
  // The notice goes with it: focus goes to the step's heading rather than to nowhere.
  const dismiss = () => {
    ramp.dismissParked();
    ramp.headingRef.current?.focus();
  };
  const amount = shownAmount(parked.values.amount ?? '', 'NGN');
  return (
    <div className="nr-notice nr-parked" role="group" aria-labelledby={titleId} data-slot="parked">
      <p id={titleId} className="nr-alert-title">
        {messages.parkedTitle}
      </p>
      <p>{sentence(messages.parkedText, [amount, vendorText(ramp, parked.values.vendorNumber ?? ''), parked.reference])}</p>
      {asking ? (
        <AskFirstQuestion
          question={messages.dismissQuestion}
          questionRef={question}
          slot="confirm-dismiss"
          keep={{ text: messages.keepParked, onClick: keep }}
          answers={
            <button type="button" className="nr-button" onClick={dismiss}>
              {messages.dismissConfirm}
            </button>
          }
        >
          <p>{messages.dismissExplain(parked.reference)}</p>
        </AskFirstQuestion>
      ) : (
        <div className="nr-actions">
          <button ref={opener} type="button" className="nr-button nr-button-secondary" aria-disabled={busy || undefined} onClick={busy ? undefined : ask}>
            {messages.dismissParked}
          </button>
          <button type="button" className="nr-button" aria-disabled={busy || undefined} onClick={busy ? undefined : ramp.claimParked}>
            {messages.claimParked}
          </button>
        </div>
      )}
    </div>
  );
}
