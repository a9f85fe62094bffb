import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { createReference, formatAmount, parseAmount, ASSET_DECIMALS } from '../../core';
import { DetailList } from '../ui/DetailList';
import { Step } from '../ui/Step';
import { useLaterUi } from '../ui/RampUi';
import { PayWindow } from './PayWindow';
import type { BuyRampState } from './types';
import { VendorUnknown } from './VendorUnknown';

/**
 * Buy step 2: who the vendor is, their account and the exact amount, and the narration to type on
 * the transfer (the request's reference, made here and sent with the request), each copyable; the
 * host's payment window when it sets one. "I have paid" moves on, once the vendor's account is shown.
 */
export function BuyPayStep({ ramp }: { ramp: BuyRampState }) {
  const { messages } = useLaterUi();
  const { form, paymentWindowMinutes } = ramp;
  const [reference, payBy] = useWatch({ control: form.control, name: ['reference', 'payBy'] });
  useEffect(() => {
    if (!form.getValues('reference')) form.setValue('reference', createReference());
    if (paymentWindowMinutes && !form.getValues('payBy')) form.setValue('payBy', new Date(Date.now() + paymentWindowMinutes * 60_000).toISOString());
  }, [form, paymentWindowMinutes]);
  // Going back before paying closes the window: continuing again opens a new one.
  const back = () => {
    if (!ramp.committed) form.setValue('payBy', '');
    ramp.back();
  };

  const values = form.getValues();
  const vendor = ramp.vendorOf(values.vendorNumber);
  const parsed = parseAmount(values.amount, ASSET_DECIMALS.NGN);
  const plain = parsed.ok ? parsed.value : values.amount;
  const amount = parsed.ok ? formatAmount(parsed.value, 'NGN') : values.amount;
  return (
    <Step
      headingRef={ramp.headingRef}
      title={messages.payStepTitle}
      intro={messages.payIntro(amount)}
      onSubmit={ramp.next}
      onBack={back}
      held={!vendor}
      submit={
        <button type="submit" className="nr-button" aria-disabled={!vendor || undefined}>
          {messages.iHavePaid}
        </button>
      }
    >
      <p className="nr-hint" data-slot="vendor-about">
        {messages.vendorAbout}
      </p>
      {paymentWindowMinutes && payBy && <PayWindow payBy={payBy} />}
      <VendorUnknown ramp={ramp} />
      <DetailList
        rows={[
          ...(vendor
            ? [
                { field: 'vendor_name', label: messages.vendorName, value: vendor.name, copy: true },
                { field: 'vendor_bank', label: messages.vendorBank, value: vendor.bank, copy: true },
                { field: 'vendor_number', label: messages.vendorNumber, value: vendor.number, copy: true },
              ]
            : []),
          { field: 'amount', label: messages.amountToPay, value: amount, copyValue: plain, copy: true },
          { field: 'narration', label: messages.narrationLabel, value: reference, copy: true, reference: true },
        ]}
      />
      <p className="nr-hint" data-slot="narration-hint">
        {messages.narrationHint}
      </p>
    </Step>
  );
}
