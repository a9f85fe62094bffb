import { Step } from '../ui/Step';
import { useLaterUi } from '../ui/RampUi';
import type { BuyRampState } from './types';
import { BankAccountFields } from '../steps/BankAccountFields';

/** Buy step 3: proof of payment (the bank account the person paid from). */
export function BuyProofStep({ ramp }: { ramp: BuyRampState }) {
  const { messages } = useLaterUi();
  return (
    <Step headingRef={ramp.headingRef} title={messages.proofStepTitle} onSubmit={ramp.next} onBack={ramp.back}>
      <BankAccountFields flow="buy" banks={ramp.banks} locked={ramp.locked} />
    </Step>
  );
}
