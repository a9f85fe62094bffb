import type { BuyStep } from './buyForm';
import { buyReceiptRows, buyReviewRows } from './buyRows';
import { QuoteLine } from './parts/QuoteLine';
import { RampFrame } from './parts/RampFrame';
import type { RampViewProps } from './parts/RampFrame';
import { BuyAmountStep } from './steps/BuyAmountStep';
import { BuyPayStep } from './steps/BuyPayStep';
import { BuyProofStep } from './steps/BuyProofStep';
import { ReceiptStep } from './steps/ReceiptStep';
import { ReviewStep } from './steps/ReviewStep';
import { WalletStep } from './steps/WalletStep';
import { useBuyRamp } from './useBuyRamp';
import type { BuyRampOptions, BuyRampState } from './useBuyRamp';

/** Props of `<BuyRamp>`: the flow's options plus how it looks. */
export type BuyRampProps = BuyRampOptions & RampViewProps;

function BuyStepView({ ramp, step }: { ramp: BuyRampState; step: BuyStep }) {
  const { messages, locale } = ramp.config;
  switch (step) {
    case 'amount':
      return <BuyAmountStep ramp={ramp} />;
    case 'pay':
      return <BuyPayStep ramp={ramp} />;
    case 'proof':
      return <BuyProofStep ramp={ramp} />;
    case 'destination':
      return (
        <WalletStep
          headingRef={ramp.headingRef}
          title={messages.destinationStepTitle}
          walletLabel={messages.walletLabel}
          networks={ramp.config.networks}
          locked={ramp.locked}
          onNext={ramp.next}
          onBack={ramp.back}
        />
      );
    case 'review':
      return (
        <ReviewStep
          headingRef={ramp.headingRef}
          rows={buyReviewRows(ramp, messages, locale)}
          submitLabel={messages.submitBuy}
          busy={ramp.submission.status === 'submitting'}
          onSubmit={ramp.submit}
          onBack={ramp.back}
        >
          <QuoteLine side="buy" config={ramp.config} limits={ramp.config.limits.buy} />
        </ReviewStep>
      );
    case 'receipt':
      return (
        <ReceiptStep
          headingRef={ramp.headingRef}
          intro={messages.buyReceiptIntro}
          rows={ramp.record ? buyReceiptRows(ramp.record, messages, locale) : []}
          onReset={ramp.reset}
        >
          <QuoteLine side="buy" config={ramp.config} limits={ramp.config.limits.buy} />
        </ReceiptStep>
      );
  }
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
  return (
    <RampFrame
      ramp={ramp}
      flow="buy"
      title={ramp.config.messages.buyTitle}
      stepTitle={ramp.config.messages[BUY_TITLES[ramp.step]]}
      theme={theme}
      appearance={appearance}
      className={className}
      style={style}
    >
      <BuyStepView ramp={ramp} step={ramp.step} />
    </RampFrame>
  );
}
