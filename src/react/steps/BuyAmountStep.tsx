import { AmountField } from '../fields/AmountField';
import { VendorField } from '../fields/VendorField';
import { usePreloadComboboxes } from '../fields/lazyComboboxes';
import { FirstStepPaidNotice, FirstStepQuote } from '../parts/firstStepParts';
import { Step } from '../parts/Step';
import { useRampUi } from '../parts/RampUi';
import type { BuyRampState } from '../useBuyRamp';

/** Buy step 1: how much naira, and which vendor to pay; once paid, what was paid, read-only. */
export function BuyAmountStep({ ramp }: { ramp: BuyRampState }) {
  usePreloadComboboxes();
  const { messages } = useRampUi();
  return (
    <Step headingRef={ramp.headingRef} title={messages.amountStepTitle} onSubmit={ramp.next}>
      {ramp.committed ? (
        <FirstStepPaidNotice ramp={ramp} />
      ) : (
        <>
          <AmountField asset="NGN" label={messages.amountLabel} limits={ramp.config.limits.buy} locked={ramp.locked.amount !== undefined} />
          <FirstStepQuote side="buy" config={ramp.config} limits={ramp.config.limits.buy} />
          <VendorField vendors={ramp.vendors} />
        </>
      )}
    </Step>
  );
}
