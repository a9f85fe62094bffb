import { useWatch } from 'react-hook-form';
import { createReference, formatAmount, parseAmount, ASSET_DECIMALS } from '../../core';
import { DetailList } from '../ui/DetailList';
import type { DetailRow } from '../ui/DetailList';
import { Step } from '../ui/Step';
import { useLaterUi } from '../ui/RampUi';
import { useFocusOnLeave } from '../ui/useFocusOnLeave';
import { PayWindow, useTimeLeft } from './PayWindow';
import type { BuyRampState } from './types';
import { PaidNotice } from './PaidNotice';
import { VendorUnknown } from './VendorUnknown';

/** When a payment window opened now closes (ISO time), for "Start again" (the first one is opened by `openNarration`). */
const closesAt = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/**
 * Buy step 2: who the vendor is, their account and the exact amount, and the narration to type on
 * the transfer (the request's reference, sent with the request), each copyable; the host's payment
 * window when it sets one. Both are made as the person reaches this step (see `openNarration`), so its
 * first render shows them. "I have paid" moves on, once the vendor's account is shown.
 * The window belongs to the narration: going back keeps both. Once it has run out before "I have paid",
 * the account is no longer shown (nothing invites a payment): "Start again" opens a new window with a
 * new narration, and "I already paid" goes on with this one, for a transfer made in time.
 * Reached again after "I have paid" (Back from the proof), it asks for nothing: it says what the person
 * told us they paid, shows the transfer's details as made, and goes on with Continue.
 */
export function BuyPayStep({ ramp }: { ramp: BuyRampState }) {
  const { messages } = useLaterUi();
  const { form, paymentWindowMinutes } = ramp;
  const [reference, payBy] = useWatch({ control: form.control, name: ['reference', 'payBy'] });
  const paid = ramp.committed;
  // No clock once paid: the window was for making the transfer.
  const left = useTimeLeft(paymentWindowMinutes && !paid ? payBy : undefined);
  const closed = Boolean(left?.over);
  const startAgain = () => {
    form.setValue('reference', createReference());
    form.setValue('payBy', paymentWindowMinutes ? closesAt(paymentWindowMinutes) : '');
    ramp.headingRef.current?.focus();
  };

  const values = form.getValues();
  const vendor = ramp.vendorOf(values.vendorNumber);
  const parsed = parseAmount(values.amount, ASSET_DECIMALS.NGN);
  const plain = parsed.ok ? parsed.value : values.amount;
  const amount = parsed.ok ? formatAmount(parsed.value, 'NGN') : values.amount;
  // The account to pay, and the words that ask to pay it, only while there is one to show: not once the
  // window has closed, nor while the vendor list is loading, failed or no longer lists the vendor; once
  // paid, the account as paid, and no words asking to pay.
  const payable = vendor !== undefined && !closed && !paid;
  // The list is drawn anew as the account comes or goes (the window closes, the vendor leaves the list):
  // focus on one of its Copy buttons then goes to the heading rather than fall to the page.
  const accountPart = useFocusOnLeave<HTMLDivElement>(ramp.headingRef);
  const account: DetailRow[] =
    vendor && !closed
      ? [
          { field: 'vendor_name', label: messages.vendorName, value: vendor.name, copy: true },
          { field: 'vendor_bank', label: messages.vendorBank, value: vendor.bank, copy: true },
          { field: 'vendor_number', label: messages.vendorNumber, value: vendor.number, copy: true },
        ]
      : [];
  return (
    <Step
      headingRef={ramp.headingRef}
      title={messages.payStepTitle}
      intro={payable ? messages.payIntro(amount) : undefined}
      onSubmit={ramp.next}
      onBack={ramp.back}
      held={!vendor}
      submit={
        <>
          {closed && (
            <button type="button" className="nr-button nr-button-secondary" onClick={startAgain}>
              {messages.startAgain}
            </button>
          )}
          <button type="submit" className="nr-button" aria-disabled={!vendor || undefined}>
            {paid ? messages.continue : closed ? messages.alreadyPaid : messages.iHavePaid}
          </button>
        </>
      }
    >
      {payable && (
        <p className="nr-hint" data-slot="vendor-about">
          {messages.vendorAbout}
        </p>
      )}
      {left && <PayWindow left={left} />}
      <PaidNotice ramp={ramp} />
      <VendorUnknown ramp={ramp} />
      <div key={account.length} ref={accountPart}>
        <DetailList
          rows={[
            ...account,
            { field: 'amount', label: paid ? messages.youSaidYouPaid : messages.amountToPay, value: amount, copyValue: plain, copy: !closed && !paid },
            { field: 'narration', label: messages.narrationLabel, value: reference, copy: true, reference: true },
          ]}
        />
      </div>
      {/* How to type the narration is for the transfer still to make. */}
      {!paid && (
        <p className="nr-hint" data-slot="narration-hint">
          {closed ? messages.payWindowClosedHelp : messages.narrationHint}
        </p>
      )}
    </Step>
  );
}
