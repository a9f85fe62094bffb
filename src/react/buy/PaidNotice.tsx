import type { ReactNode } from 'react';
import { shownAmount } from '../ui/shownAmount';
import { vendorShown } from './vendorShown';
import { sentence } from '../ui/isolate';
import type { BuyRampState } from './types';
import { useLaterUi } from '../ui/RampUi';
import { AskFirstQuestion } from '../ui/AskFirstQuestion';
import { useAskFirst } from '../ui/useAskFirst';

/** True while what was sent is not settled: nothing about the transfer changes then. */
export const unsettled = (ramp: BuyRampState) => ['submitting', 'checking', 'unknown'].includes(ramp.submission.status);

/** The vendor as the person paid them: name and bank (each set apart) once the list is here, else the account number. */
export function vendorText(ramp: BuyRampState, vendorNumber: string): ReactNode {
  return vendorShown(ramp.vendorOf(vendorNumber)).display ?? vendorNumber;
}

/**
 * Paid is paid: once the person said "I have paid", the amount and vendor they paid are shown
 * read-only. "Change amount or vendor" asks which is meant: correcting the transfer made (its narration
 * stays), or a separate purchase, which sets this one aside on screen until it is claimed or dismissed.
 */
export function PaidNotice({ ramp }: { ramp: BuyRampState }) {
  const { messages } = useLaterUi();
  const { asking, ask, keep, question, opener } = useAskFirst();
  if (!ramp.committed || ramp.correcting) return null;
  const busy = unsettled(ramp);
  const values = ramp.form.getValues();
  return (
    <div className="nr-notice nr-paid" data-slot="paid">
      <p>{sentence(messages.paidNotice, [shownAmount(values.amount, 'NGN'), vendorText(ramp, values.vendorNumber)])}</p>
      {asking ? (
        <AskFirstQuestion
          question={messages.changeQuestion}
          questionRef={question}
          slot="confirm-change"
          keep={{ text: messages.keepRequest, onClick: keep }}
          answers={
            <>
              {!ramp.parked && (
                <button type="button" className="nr-button nr-button-secondary" onClick={ramp.separate}>
                  {messages.separatePurchase}
                </button>
              )}
              <button type="button" className="nr-button" onClick={ramp.correct}>
                {messages.correctPaid}
              </button>
            </>
          }
        >
          <p>{messages.correctExplain(values.reference)}</p>
          {/* One transfer is set aside at a time: with one already waiting, only a correction is offered. */}
          {!ramp.parked && <p>{messages.separateExplain}</p>}
        </AskFirstQuestion>
      ) : (
        <button ref={opener} type="button" className="nr-button nr-button-secondary nr-inline" aria-disabled={busy || undefined} onClick={busy ? undefined : ask}>
          {messages.changePaid}
        </button>
      )}
    </div>
  );
}

/** On the first step while a transfer made is corrected: its narration stays. */
export function CorrectingNotice({ ramp }: { ramp: BuyRampState }) {
  const { messages } = useLaterUi();
  return (
    <p className="nr-notice" data-slot="correcting">
      {messages.correctingNotice(ramp.form.getValues('reference'))}
    </p>
  );
}
