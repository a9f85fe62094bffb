import { DepositInstructions } from './parts/DepositInstructions';
import { QuoteLine } from './parts/QuoteLine';
import { RampFrame } from './parts/RampFrame';
import type { RampViewProps } from './parts/RampFrame';
import type { SellStep } from './sellForm';
import { shownAmount } from './buyRows';
import { sellReceiptRows, sellReviewRows } from './sellRows';
import { ReceiptStep } from './steps/ReceiptStep';
import { ReviewStep } from './steps/ReviewStep';
import { SellAmountStep } from './steps/SellAmountStep';
import { SellBankStep } from './steps/SellBankStep';
import { WalletStep } from './steps/WalletStep';
import { useSellRamp } from './useSellRamp';
import type { SellRampOptions, SellRampState } from './useSellRamp';

/** Props of `<SellRamp>`: the flow's options plus how it looks. */
export type SellRampProps = SellRampOptions & RampViewProps;

function SellStepView({ ramp, step }: { ramp: SellRampState; step: SellStep }) {
  const { messages, locale } = ramp.config;
  switch (step) {
    case 'amount':
      return <SellAmountStep ramp={ramp} />;
    case 'wallet':
      return (
        <WalletStep
          headingRef={ramp.headingRef}
          title={messages.walletStepTitle}
          walletLabel={messages.sellWalletLabel}
          networks={ramp.networks}
          locked={ramp.locked}
          onNext={ramp.next}
          onBack={ramp.back}
        />
      );
    case 'bank':
      return <SellBankStep ramp={ramp} />;
    case 'review':
      return (
        <ReviewStep
          headingRef={ramp.headingRef}
          rows={sellReviewRows(ramp, messages, locale)}
          submitLabel={messages.submitSell}
          busy={ramp.submission.status === 'submitting'}
          onSubmit={ramp.submit}
          onBack={ramp.back}
        >
          <QuoteLine side="sell" config={ramp.config} limits={ramp.config.limits.sell} />
        </ReviewStep>
      );
    case 'receipt': {
      const values = ramp.form.getValues();
      return (
        <ReceiptStep
          headingRef={ramp.headingRef}
          intro={messages.sellReceiptIntro}
          rows={ramp.record ? sellReceiptRows(ramp.record, shownAmount(values.amount, values.asset, locale), messages, locale) : []}
          onReset={ramp.reset}
        >
          <DepositInstructions deposit={ramp.record?.deposit} />
          <QuoteLine side="sell" config={ramp.config} limits={ramp.config.limits.sell} />
        </ReceiptStep>
      );
    }
  }
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
  return (
    <RampFrame
      ramp={ramp}
      flow="sell"
      title={ramp.config.messages.sellTitle}
      stepTitle={ramp.config.messages[SELL_TITLES[ramp.step]]}
      theme={theme}
      appearance={appearance}
      className={className}
      style={style}
    >
      <SellStepView ramp={ramp} step={ramp.step} />
    </RampFrame>
  );
}
