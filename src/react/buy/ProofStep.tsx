import { Step } from '../ui/Step';
import { DetailList } from '../ui/DetailList';
import { useLaterUi } from '../ui/RampUi';
import type { BuyRampState } from './types';
import { BankAccountFields } from '../steps/BankAccountFields';
import { PaidNotice } from './PaidNotice';

/**
 * Buy step 3: proof of payment (the bank account the person paid from). Reached other than from the pay
 * step (a tab that took a paid transfer up after the paying one was closed, or a reload), it first says
 * what the person told us they paid and under which narration: the transfer this proof is for.
 */
export function BuyProofStep({ ramp }: { ramp: BuyRampState }) {
  const { messages } = useLaterUi();
  const told = ramp.committed && !ramp.payStepShown;
  return (
    <Step headingRef={ramp.headingRef} title={messages.proofStepTitle} onSubmit={ramp.next} onBack={ramp.back}>
      {told && <PaidNotice ramp={ramp} />}
      {told && <DetailList rows={[{ field: 'narration', label: messages.narrationLabel, value: ramp.form.getValues('reference'), copy: true, reference: true }]} />}
      <BankAccountFields flow="buy" banks={ramp.banks} locked={ramp.locked} />
    </Step>
  );
}
