import { AmountField } from '../fields/AmountField';
import { VendorField } from '../fields/VendorField';
import { QuoteLine } from '../parts/QuoteLine';
import { Step } from '../parts/Step';
import { useRampUi } from '../parts/RampUi';
import type { BuyRampState } from '../useBuyRamp';

/** Buy step 1: how much naira, and which vendor to pay. */
export function BuyAmountStep({ ramp }: { ramp: BuyRampState }) {
  const { messages } = useRampUi();
  return (
    <Step headingRef={ramp.headingRef} title={messages.amountStepTitle} onSubmit={ramp.next}>
      <AmountField asset="NGN" label={messages.amountLabel} limits={ramp.config.limits.buy} locked={ramp.locked.amount !== undefined} />
      <QuoteLine side="buy" config={ramp.config} limits={ramp.config.limits.buy} />
      <VendorField vendors={ramp.vendors} />
    </Step>
  );
}
