import { formatAmount, parseAmount, ASSET_DECIMALS } from '../../core';
import { DetailList } from '../ui/DetailList';
import { Step } from '../ui/Step';
import { useLaterUi } from '../ui/RampUi';
import type { BuyRampState } from './types';

/** Buy step 2: the vendor's account and the exact amount, each copyable; "I have paid" moves on. */
export function BuyPayStep({ ramp }: { ramp: BuyRampState }) {
  const { messages, locale } = useLaterUi();
  const values = ramp.form.getValues();
  const vendor = ramp.vendorOf(values.vendorNumber);
  const parsed = parseAmount(values.amount, ASSET_DECIMALS.NGN);
  const plain = parsed.ok ? parsed.value : values.amount;
  const amount = parsed.ok ? formatAmount(parsed.value, 'NGN', locale) : values.amount;
  return (
    <Step
      headingRef={ramp.headingRef}
      title={messages.payStepTitle}
      intro={messages.payIntro(amount)}
      onSubmit={ramp.next}
      onBack={ramp.back}
      submit={
        <button type="submit" className="nr-button">
          {messages.iHavePaid}
        </button>
      }
    >
      <DetailList
        rows={[
          { field: 'vendor_name', label: messages.vendorName, value: vendor?.name ?? '', copy: true },
          { field: 'vendor_bank', label: messages.vendorBank, value: vendor?.bank ?? '', copy: true },
          { field: 'vendor_number', label: messages.vendorNumber, value: vendor?.number ?? '', copy: true },
          { field: 'amount', label: messages.amountToPay, value: amount, copyValue: plain, copy: true },
        ]}
      />
    </Step>
  );
}
