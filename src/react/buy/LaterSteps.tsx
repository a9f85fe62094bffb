import { ReceiptStep } from '../receipt/ReceiptStep';
import { ReviewStep } from '../steps/ReviewStep';
import { WalletStep } from '../steps/WalletStep';
import { LaterUi } from '../ui/LaterUi';
import { useLaterUi } from '../ui/RampUi';
import type { BuyStep } from './form';
import { CorrectingNotice, PaidNotice } from './PaidNotice';
import { ParkedNotice } from './ParkedNotice';
import { BuyPayStep } from './PayStep';
import { BuyProofStep } from './ProofStep';
import { BuyReceipt } from './Receipt';
import { VendorUnknown } from './VendorUnknown';
import { buyReviewRows } from './rows';
import type { BuyRampState } from './types';

function BuyStepView({ ramp, step }: { ramp: BuyRampState; step: Exclude<BuyStep, 'amount'> }) {
  const { messages } = useLaterUi();
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
          rows={buyReviewRows(ramp, messages)}
          submitLabel={messages.submitBuy}
          flow="buy"
          submission={ramp.submission}
          onSubmit={ramp.submit}
          onCheck={ramp.check}
          onBack={ramp.back}
          config={ramp.config}
          notice={
            <>
              <PaidNotice ramp={ramp} />
              <VendorUnknown ramp={ramp} />
            </>
          }
          held={!ramp.vendorOf(ramp.form.getValues('vendorNumber'))}
        />
      );
    case 'receipt':
      return (
        <ReceiptStep headingRef={ramp.headingRef} flow="buy" status={ramp.status.status} reference={ramp.submission.reference} onReset={ramp.reset}>
          <BuyReceipt ramp={ramp} />
        </ReceiptStep>
      );
  }
}

/** The buy steps after the first (pay, proof, destination, review, receipt), with every string. */
export function BuyLaterStep({ ramp, step }: { ramp: BuyRampState; step: Exclude<BuyStep, 'amount'> }) {
  return (
    <LaterUi config={ramp.config}>
      <BuyStepView ramp={ramp} step={step} />
    </LaterUi>
  );
}

/** What was paid, read-only, on the first step revisited after "I have paid"; while it is corrected, that its narration stays. */
export function BuyPaidNotice({ ramp }: { ramp: BuyRampState }) {
  return <LaterUi config={ramp.config}>{ramp.correcting ? <CorrectingNotice ramp={ramp} /> : <PaidNotice ramp={ramp} />}</LaterUi>;
}

/** A paid transfer set aside for a separate purchase, shown above every step until claimed or dismissed. */
export function BuyParkedNotice({ ramp }: { ramp: BuyRampState }) {
  return (
    <LaterUi config={ramp.config}>
      <ParkedNotice ramp={ramp} />
    </LaterUi>
  );
}
