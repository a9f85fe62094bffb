import { ListFailure } from '../ui/ListFailure';
import { useLaterUi } from '../ui/RampUi';
import { useRetryFocus } from '../ui/useRetryFocus';
import type { BuyRampState } from './types';

/**
 * Where the vendor's account would be while it is not known, on the pay step and the review: the list
 * is on its way (a reload asks for it again), or could not be loaded (with "Try again"), or no longer
 * lists the vendor: before "I have paid", choose one; after it, the purchase cannot be sent from here,
 * and the person is told not to pay again and which reference to quote. Nothing when the vendor is known.
 */
export function VendorUnknown({ ramp }: { ramp: BuyRampState }) {
  const { messages } = useLaterUi();
  const { vendors, headingRef } = ramp;
  const known = ramp.vendorOf(ramp.form.getValues('vendorNumber')) !== undefined;
  const retry = useRetryFocus(!vendors.isFetching, () => void vendors.refetch(), () => headingRef.current?.focus());
  if (known) return null;
  if (vendors.isPending && !vendors.isError) return <p className="nr-hint" role="status" data-slot="vendor-loading">{messages.loading}</p>;
  const unlisted = ramp.committed ? `${messages.paidVendorUnlisted} ${messages.contactBusiness(ramp.form.getValues('reference'))}` : messages.vendorRequired;
  return (
    <div className="nr-field nr-notice" data-slot="vendor-unknown">
      <ListFailure message={vendors.isError ? messages.vendorsFailed : unlisted} onRetry={vendors.isError ? retry : undefined} />
    </div>
  );
}
