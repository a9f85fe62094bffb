import { listSettled } from '../signer/queries';
import { RampFrame } from '../ui/RampFrame';
import type { RampViewProps } from '../ui/RampFrame';
import { StepLoading } from '../ui/StepLoading';
import { BuyAmountStep } from './AmountStep';
import { buyLaterCode } from './laterCode';
import type { BuyRampOptions } from './types';
import { useBuyRamp } from './useBuyRamp';

/** Props of `<BuyRamp>`: the flow's options plus how it looks. */
export type BuyRampProps = BuyRampOptions & RampViewProps;

/**
 * The buy checkout: amount and vendor, pay the vendor, proof of payment, destination wallet, review, receipt.
 *
 * @example
 * ```tsx
 * import { BuyRamp } from 'naira-ramp';
 *
 * // The signer is mounted at /api/ramp on the host's server (see createRampSigner).
 * export function TopUp() {
 *   return <BuyRamp signer="/api/ramp" onSuccess={(record) => console.log('Requested', record.reference)} />;
 * }
 * ```
 */
export function BuyRamp({ theme, appearance, className, style, ...options }: BuyRampProps) {
  const ramp = useBuyRamp(options);
  const { step, config } = ramp;
  // The steps after the first arrive with the flow's later code, fetched once the vendor list has answered
  // (at once when the flow opens on a later step).
  const later = buyLaterCode.useModule(step !== 'amount' || listSettled(ramp.vendors)).module;
  return (
    <RampFrame ramp={ramp} flow="buy" title={config.messages.buyTitle} stepTitle={config.messages[`${step}StepTitle`]} Alert={later?.ErrorAlert} theme={theme} appearance={appearance} className={className} style={style}>
      {ramp.parked && later && <later.BuyParkedNotice ramp={ramp} />}
      {step === 'amount' ? (
        <BuyAmountStep
          headingRef={ramp.headingRef}
          next={ramp.next}
          config={config}
          vendors={ramp.vendors}
          amountLocked={ramp.locked.amount !== undefined}
          Quote={later?.FirstStepQuote}
          paid={ramp.committed && !ramp.correcting ? later ? <later.BuyPaidNotice ramp={ramp} /> : <StepLoading /> : undefined}
          note={ramp.correcting && later ? <later.BuyPaidNotice ramp={ramp} /> : undefined}
        />
      ) : later ? (
        <later.BuyLaterStep ramp={ramp} step={step} />
      ) : (
        <StepLoading />
      )}
    </RampFrame>
  );
}
