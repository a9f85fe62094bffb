import { useEffect } from 'react';
import { lazyModule } from './lazyModule';
import { FirstStepPaidNotice } from './parts/firstStepParts';
import { StepLoading } from './parts/StepLoading';
import { RampFrame } from './parts/RampFrame';
import type { RampViewProps } from './parts/RampFrame';
import { BuyAmountStep } from './steps/BuyAmountStep';
import { useBuyRamp } from './useBuyRamp';
import type { BuyRampOptions, BuyRampState } from './useBuyRamp';
import type { BuyStep } from './buyForm';

/** Props of `<BuyRamp>`: the flow's options plus how it looks. */
export type BuyRampProps = BuyRampOptions & RampViewProps;

// The first paint needs only the first step; the rest is fetched as soon as the widget has mounted.
const laterSteps = lazyModule(() => import('./steps/BuyLaterSteps'));

/** A step after the first; only this part renders again when its code arrives. */
function BuyLater(props: { ramp: BuyRampState; step: Exclude<BuyStep, 'amount'> }) {
  const later = laterSteps.useModule();
  return later ? <later.BuyLaterStep {...props} /> : <StepLoading />;
}

const BUY_TITLES = {
  amount: 'amountStepTitle',
  pay: 'payStepTitle',
  proof: 'proofStepTitle',
  destination: 'destinationStepTitle',
  review: 'reviewStepTitle',
  receipt: 'receiptStepTitle',
} as const;

/** The buy checkout: amount and vendor, pay the vendor, proof of payment, destination wallet, review, receipt. */
export function BuyRamp({ theme, appearance, className, style, ...options }: BuyRampProps) {
  const ramp = useBuyRamp(options);
  useEffect(() => void laterSteps.preload().catch(() => undefined), []);
  const { step } = ramp;
  const stepTitle = ramp.config.messages[BUY_TITLES[step]];
  return (
    <RampFrame ramp={ramp} flow="buy" title={ramp.config.messages.buyTitle} stepTitle={stepTitle} theme={theme} appearance={appearance} className={className} style={style}>
      {step === 'amount' ? (
        <BuyAmountStep
          headingRef={ramp.headingRef}
          next={ramp.next}
          config={ramp.config}
          vendors={ramp.vendors}
          amountLocked={ramp.locked.amount !== undefined}
          paid={ramp.committed ? <FirstStepPaidNotice ramp={ramp} /> : undefined}
        />
      ) : (
        <BuyLater ramp={ramp} step={step} />
      )}
    </RampFrame>
  );
}
