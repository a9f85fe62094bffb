import { useEffect } from 'react';
import { lazyModule } from '../flow/lazyModule';
import { withLaterMessages } from '../messages/messages';
import { FirstStepPaidNotice } from '../ui/firstStepParts';
import { StepLoading } from '../ui/StepLoading';
import { RampFrame } from '../ui/RampFrame';
import type { RampViewProps } from '../ui/RampFrame';
import { BuyAmountStep } from './AmountStep';
import { useBuyFlow } from './useBuyRamp';
import type { BuyRampOptions } from './useBuyRamp';
import { useWidgetForm } from '../form/widgetForm';

/** Props of `<BuyRamp>`: the flow's options plus how it looks. */
export type BuyRampProps = BuyRampOptions & RampViewProps;

// The first paint needs only the first step; the rest is fetched as soon as the widget has mounted.
const laterSteps = lazyModule(withLaterMessages(() => import('./LaterSteps')));

/** The buy checkout: amount and vendor, pay the vendor, proof of payment, destination wallet, review, receipt. */
export function BuyRamp({ theme, appearance, className, style, ...options }: BuyRampProps) {
  const ramp = useBuyFlow(options, useWidgetForm);
  useEffect(() => void laterSteps.preload().catch(() => undefined), []);
  const { step } = ramp;
  // A later step shown before its code is here (a slow network, a restored or reopened receipt) renders
  // again once it arrives, its title with it; a first step does not wait on it.
  const later = laterSteps.useModule(step !== 'amount');
  const stepTitle = ramp.config.messages[`${step}StepTitle` as const] ?? ramp.config.messages.loading;
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
      ) : later ? (
        <later.BuyLaterStep ramp={ramp} step={step} />
      ) : (
        <StepLoading />
      )}
    </RampFrame>
  );
}
