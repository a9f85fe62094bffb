import { useEffect } from 'react';
import { lazyModule } from './lazyModule';
import { StepLoading } from './parts/StepLoading';
import { RampFrame } from './parts/RampFrame';
import type { RampViewProps } from './parts/RampFrame';
import { SellAmountStep } from './steps/SellAmountStep';
import { useSellRamp } from './useSellRamp';
import type { SellRampOptions, SellRampState } from './useSellRamp';
import type { SellStep } from './sellForm';

/** Props of `<SellRamp>`: the flow's options plus how it looks. */
export type SellRampProps = SellRampOptions & RampViewProps;

// The first paint needs only the first step; the rest is fetched as soon as the widget has mounted.
const laterSteps = lazyModule(() => import('./steps/SellLaterSteps'));

/** A step after the first; only this part renders again when its code arrives. */
function SellLater(props: { ramp: SellRampState; step: Exclude<SellStep, 'amount'> }) {
  const later = laterSteps.useModule();
  return later ? <later.SellLaterStep {...props} /> : <StepLoading />;
}

const SELL_TITLES = {
  amount: 'amountStepTitle',
  wallet: 'walletStepTitle',
  bank: 'bankStepTitle',
  review: 'reviewStepTitle',
  receipt: 'receiptStepTitle',
} as const;

/** The sell checkout: stablecoin and amount, network and wallet, payout bank account, review, receipt. */
export function SellRamp({ theme, appearance, className, style, ...options }: SellRampProps) {
  const ramp = useSellRamp(options);
  useEffect(() => void laterSteps.preload().catch(() => undefined), []);
  const { step } = ramp;
  const stepTitle = ramp.config.messages[SELL_TITLES[step]];
  return (
    <RampFrame ramp={ramp} flow="sell" title={ramp.config.messages.sellTitle} stepTitle={stepTitle} theme={theme} appearance={appearance} className={className} style={style}>
      {step === 'amount' ? (
        <SellAmountStep headingRef={ramp.headingRef} next={ramp.next} form={ramp.form} config={ramp.config} amountLocked={ramp.locked.amount !== undefined} />
      ) : (
        <SellLater ramp={ramp} step={step} />
      )}
    </RampFrame>
  );
}
