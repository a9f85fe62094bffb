import { Step } from '../ui/Step';
import { useLaterUi } from '../ui/RampUi';
import type { SellRampState } from './types';
import { BankAccountFields } from '../steps/BankAccountFields';

/** Sell step 3: the Nigerian bank account that receives the naira. */
export function SellBankStep({ ramp }: { ramp: SellRampState }) {
  const { messages } = useLaterUi();
  return (
    <Step headingRef={ramp.headingRef} title={messages.bankStepTitle} onSubmit={ramp.next} onBack={ramp.back}>
      <BankAccountFields flow="sell" banks={ramp.banks} locked={ramp.locked} />
    </Step>
  );
}
