import { Step } from '../ui/Step';
import { DetailList } from '../ui/DetailList';
import { useLaterUi } from '../ui/RampUi';
import type { BuyRampState } from './types';
import { BankAccountFields } from '../steps/BankAccountFields';
import { PaidNotice } from './PaidNotice';

/**
 * Buy step 3: proof of payment (the bank account the person paid from), under what they told us they paid
 * and its narration: the transfer this proof is for, plain also where a tab took it up after the one that
 * paid it was closed.
 */
export function BuyProofStep({ ramp }: { ramp: BuyRampState }) {
  const { messages } = useLaterUi();
  return (
    <Step headingRef={ramp.headingRef} title={messages.proofStepTitle} onSubmit={ramp.next} onBack={ramp.back}>
      <PaidNotice ramp={ramp} />
      {ramp.committed && <DetailList rows={[{ field: 'narration', label: messages.narrationLabel, value: ramp.form.getValues('reference'), copy: true, reference: true }]} />}
      <BankAccountFields flow="buy" banks={ramp.banks} locked={ramp.locked} />
    </Step>
  );
}
