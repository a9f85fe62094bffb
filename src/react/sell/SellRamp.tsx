import { useEffect } from 'react';
import { lazyModule } from '../flow/lazyModule';
import { withLaterMessages } from '../messages/messages';
import { StepLoading } from '../ui/StepLoading';
import { RampFrame } from '../ui/RampFrame';
import type { RampViewProps } from '../ui/RampFrame';
import { SellAmountStep } from './AmountStep';
import { useSellFlow } from './useSellRamp';
import type { SellRampOptions } from './useSellRamp';
import { useWidgetForm } from '../form/widgetForm';

/** Props of `<SellRamp>`: the flow's options plus how it looks. */
export type SellRampProps = SellRampOptions & RampViewProps;

// The first paint needs only the first step; the rest is fetched as soon as the widget has mounted.
const laterSteps = lazyModule(withLaterMessages(() => import('./LaterSteps')));

/** The sell checkout: stablecoin and amount, network and wallet, payout bank account, review, receipt. */
export function SellRamp({ theme, appearance, className, style, ...options }: SellRampProps) {
  const ramp = useSellFlow(options, useWidgetForm);
  useEffect(() => void laterSteps.preload().catch(() => undefined), []);
  const { step } = ramp;
  // A later step shown before its code is here (a slow network, a restored or reopened receipt) renders
  // again once it arrives, its title with it; a first step does not wait on it.
  const later = laterSteps.useModule(step !== 'amount');
  const stepTitle = ramp.config.messages[`${step}StepTitle` as const] ?? ramp.config.messages.loading;
  return (
    <RampFrame ramp={ramp} flow="sell" title={ramp.config.messages.sellTitle} stepTitle={stepTitle} theme={theme} appearance={appearance} className={className} style={style}>
      {step === 'amount' ? (
        <SellAmountStep headingRef={ramp.headingRef} next={ramp.next} form={ramp.form} config={ramp.config} amountLocked={ramp.locked.amount !== undefined} />
      ) : later ? (
        <later.SellLaterStep ramp={ramp} step={step} />
      ) : (
        <StepLoading />
      )}
    </RampFrame>
  );
}
