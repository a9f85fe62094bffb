import { memo, useCallback } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { listSettled } from '../signer/queries';
import { AmountField } from '../ui/fields/AmountField';
import { VendorField, sameList } from '../ui/fields/VendorField';
import { usePreloadComboboxes } from '../ui/fields/lazyComboboxes';
import type { FirstStepQuoteProps } from '../quote/QuoteLine';
import { Step } from '../ui/Step';
import { useRampUi } from '../ui/RampUi';
import type { BuyRampState } from './types';

type BuyAmountStepProps = {
  headingRef: BuyRampState['headingRef'];
  next: BuyRampState['next'];
  config: BuyRampState['config'];
  vendors: BuyRampState['vendors'];
  amountLocked: boolean;
  /** Once the person has paid: what was paid, read-only, in place of the fields. */
  paid?: ReactNode;
  /** Above the fields: while a transfer made is corrected, that its narration stays. */
  note?: ReactNode;
  /** The quote line, which comes with the flow's later code; its place is kept until then. */
  Quote?: ComponentType<FirstStepQuoteProps>;
};

/** Buy step 1: how much naira, and which vendor to pay; once paid, what was paid, read-only (open again to correct it). */
function BuyAmountStepView({ headingRef, next, config, vendors, amountLocked, paid, note, Quote }: BuyAmountStepProps) {
  usePreloadComboboxes(listSettled(vendors));
  const { messages } = useRampUi();
  const { queryClient } = config;
  const { refetch } = vendors;
  // Try again on the list: once it answers, whatever else failed meanwhile (the quote) is asked again too,
  // so "No quote right now" does not stay beside a list that is back.
  const retry = useCallback(async () => {
    if ((await refetch()).isSuccess) await queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  }, [queryClient, refetch]);
  return (
    <Step headingRef={headingRef} title={messages.amountStepTitle} onSubmit={next}>
      {paid ?? (
        <>
          {note}
          <AmountField asset="NGN" label={messages.amountLabel} limits={config.limits.buy} locked={amountLocked} />
          {Quote ? <Quote side="buy" config={config} limits={config.limits.buy} /> : <div className="nr-quote" data-slot="quote" data-state="loading" />}
          <VendorField vendors={vendors} onRetry={() => void retry()} />
        </>
      )}
    </Step>
  );
}

/**
 * Buy step 1, rendered again only when what it shows changes, not on every render of the flow
 * (react-hook-form's own update right after mount is one; the vendor query's result is a new object
 * each time, so it is compared by its state).
 */
export const BuyAmountStep = memo(
  BuyAmountStepView,
  (a, b) =>
    a.headingRef === b.headingRef &&
    a.next === b.next &&
    a.config === b.config &&
    a.amountLocked === b.amountLocked &&
    a.paid === b.paid &&
    a.note === b.note &&
    a.Quote === b.Quote &&
    sameList(a.vendors, b.vendors),
);
