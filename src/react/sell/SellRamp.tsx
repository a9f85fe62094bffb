import { RampFrame } from '../ui/RampFrame';
import type { RampViewProps } from '../ui/RampFrame';
import { StepLoading } from '../ui/StepLoading';
import { SellAmountStep } from './AmountStep';
import { sellLaterCode } from './laterCode';
import type { SellRampOptions } from './types';
import { useSellRamp } from './useSellRamp';

/** Props of `<SellRamp>`: the flow's options plus how it looks. */
export type SellRampProps = SellRampOptions & RampViewProps;

/**
 * The sell checkout: stablecoin and amount, network and wallet, payout bank account, review, receipt.
 *
 * @example
 * ```tsx
 * import { SellRamp } from 'naira-ramp';
 *
 * export function CashOut() {
 *   return <SellRamp signer="/api/ramp" onStatusChange={(status) => console.log('The sale is', status)} />;
 * }
 * ```
 */
export function SellRamp({ theme, appearance, className, style, ...options }: SellRampProps) {
  const ramp = useSellRamp(options);
  // The steps after the first arrive with the flow's later code, fetched as soon as the widget has mounted.
  const later = sellLaterCode.useModule().module;
  const { step, config } = ramp;
  return (
    <RampFrame ramp={ramp} flow="sell" title={config.messages.sellTitle} stepTitle={config.messages[`${step}StepTitle`]} Alert={later?.ErrorAlert} theme={theme} appearance={appearance} className={className} style={style}>
      {step === 'amount' ? (
        <SellAmountStep headingRef={ramp.headingRef} next={ramp.next} form={ramp.form} config={config} amountLocked={ramp.locked.amount !== undefined} Quote={later?.FirstStepQuote} />
      ) : later ? (
        <later.SellLaterStep ramp={ramp} step={step} />
      ) : (
        <StepLoading />
      )}
    </RampFrame>
  );
}
