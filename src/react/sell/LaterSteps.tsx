import { lazy } from 'react';
import { QuoteLine } from '../quote/QuoteLine';
import type { SellStep } from './form';
import { sellReviewRows } from './rows';
import type { SellRampState } from './useSellRamp';
import { ReceiptStep } from '../receipt/ReceiptStep';
import { ReviewStep } from '../steps/ReviewStep';
import { SellBankStep } from './BankStep';
import { WalletStep } from '../steps/WalletStep';

// The status page is code only a sent request needs, so it loads then.
const SellReceipt = lazy(() => import('./Receipt').then((module) => ({ default: module.SellReceipt })));

/** The sell steps after the first (wallet, bank, review, receipt): a chunk loaded after the first paint. */
export function SellLaterStep({ ramp, step }: { ramp: SellRampState; step: Exclude<SellStep, 'amount'> }) {
  const { messages, locale } = ramp.config;
  switch (step) {
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
          submission={ramp.submission}
          onSubmit={ramp.submit}
          onBack={ramp.back}
        >
          <QuoteLine side="sell" config={ramp.config} limits={ramp.config.limits.sell} />
        </ReviewStep>
      );
    case 'receipt':
      return (
        <ReceiptStep headingRef={ramp.headingRef} onReset={ramp.reset}>
          <SellReceipt ramp={ramp} />
          <QuoteLine side="sell" config={ramp.config} limits={ramp.config.limits.sell} />
        </ReceiptStep>
      );
  }
}
