import { lazy } from 'react';
import type { BuyStep } from './form';
import { buyReviewRows } from './rows';
import { PaidNotice } from './PaidNotice';
import { QuoteLine } from '../quote/QuoteLine';
import type { BuyRampState } from './useBuyRamp';
import { BuyPayStep } from './PayStep';
import { BuyProofStep } from './ProofStep';
import { ReceiptStep } from '../receipt/ReceiptStep';
import { ReviewStep } from '../steps/ReviewStep';
import { WalletStep } from '../steps/WalletStep';

// The status page is code only a sent request needs, so it loads then.
const BuyReceipt = lazy(() => import('./Receipt').then((module) => ({ default: module.BuyReceipt })));

/** The buy steps after the first (pay, proof, destination, review, receipt): a chunk loaded after the first paint. */
export function BuyLaterStep({ ramp, step }: { ramp: BuyRampState; step: Exclude<BuyStep, 'amount'> }) {
  const { messages, locale } = ramp.config;
  switch (step) {
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
          submission={ramp.submission}
          onSubmit={ramp.submit}
          onBack={ramp.back}
          notice={<PaidNotice ramp={ramp} />}
        >
          <QuoteLine side="buy" config={ramp.config} limits={ramp.config.limits.buy} />
        </ReviewStep>
      );
    case 'receipt':
      return (
        <ReceiptStep headingRef={ramp.headingRef} onReset={ramp.reset}>
          <BuyReceipt ramp={ramp} />
          <QuoteLine side="buy" config={ramp.config} limits={ramp.config.limits.buy} />
        </ReceiptStep>
      );
  }
}
