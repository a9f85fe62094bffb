import { ReviewStep } from '../steps/ReviewStep';
import { useLaterUi } from '../ui/RampUi';
import { AccountNameCheck } from './AccountNameCheck';
import { sellReviewRows } from './rows';
import type { SellRampState } from './types';
import { useAccountCheck } from './useAccountCheck';

/** The sell review: every value as sent, the account name marked checked with the bank or not, and the quote. */
export function SellReview({ ramp }: { ramp: SellRampState }) {
  const { messages } = useLaterUi();
  const check = useAccountCheck(ramp);
  return (
    <ReviewStep
      headingRef={ramp.headingRef}
      rows={sellReviewRows(ramp, messages, <AccountNameCheck ramp={ramp} check={check} />, check.kind === 'checked')}
      submitLabel={messages.submitSell}
      flow="sell"
      submission={ramp.submission}
      onSubmit={ramp.submit}
      onCheck={ramp.check}
      onBack={ramp.back}
      config={ramp.config}
      // The name may change while the bank is asked again: confirm waits for it.
      held={check.kind === 'checking'}
    />
  );
}
