import type { SellStep } from './form';
import type { SellRampState } from './types';
import { ReceiptStep } from '../receipt/ReceiptStep';
import { SellBankStep } from './BankStep';
import { SellReview } from './SellReview';
import { WalletStep } from '../steps/WalletStep';
import { LaterUi } from '../ui/LaterUi';
import { useLaterUi } from '../ui/RampUi';
import { SellReceipt, sellReference } from './Receipt';
import { WalletFill } from './deposit/WalletFill';

function SellStepView({ ramp, step }: { ramp: SellRampState; step: Exclude<SellStep, 'amount'> }) {
  const { messages } = useLaterUi();
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
        >
          {ramp.locked.walletAddress === undefined && <WalletFill />}
        </WalletStep>
      );
    case 'bank':
      return <SellBankStep ramp={ramp} />;
    case 'review':
      return <SellReview ramp={ramp} />;
    case 'receipt':
      return (
        <ReceiptStep headingRef={ramp.headingRef} flow="sell" status={ramp.status.status} reference={sellReference(ramp)} onReset={ramp.reset}>
          <SellReceipt ramp={ramp} />
        </ReceiptStep>
      );
  }
}

/** The sell steps after the first (wallet, bank, review, receipt), with every string. */
export function SellLaterStep({ ramp, step }: { ramp: SellRampState; step: Exclude<SellStep, 'amount'> }) {
  return (
    <LaterUi config={ramp.config}>
      <SellStepView ramp={ramp} step={step} />
    </LaterUi>
  );
}
