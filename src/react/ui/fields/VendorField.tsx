import { memo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useController, useFormContext } from 'react-hook-form';
import { isHostProblem, RampError } from '../../../core';
import type { Vendor } from '../../../core';
import { useRampUi } from '../RampUi';
import { ChoiceGroup } from './ChoiceGroup';
import { useFieldError } from './Field';
import { comboboxes } from './lazyComboboxes';
import { ListFailure } from '../ListFailure';
import { useRetryFocus } from '../useRetryFocus';
import { useVendorEndingOf, useVendorEndings } from './useVendorEndings';

/** Up to this many vendors show as cards; more become a searchable list. */
export const VENDOR_CARD_LIMIT = 6;

/**
 * The vendors as radio cards, each that reads like another with the last digits of its account
 * (`useVendorEndings`); until those are known, a placeholder, as for the searchable list's code.
 */
function VendorCards({ vendors }: { vendors: readonly Vendor[] }) {
  const { messages } = useRampUi();
  const endings = useVendorEndings(vendors);
  if (!endings) return <div className="nr-skeleton" aria-hidden="true" />;
  const choices = vendors.map((vendor) => {
    const digits = endings.get(vendor);
    return { value: vendor.number, label: vendor.name, detail: vendor.bank, distinct: digits && messages.vendorEnding(digits) };
  });
  return <ChoiceGroup name="vendorNumber" legend={messages.vendorLegend} choices={choices} />;
}

/** The searchable vendor list; until its code is here a placeholder, and the cards if it cannot load. */
function SearchableVendors({ vendors }: { vendors: readonly Vendor[] }) {
  const { module, failed } = comboboxes.useModule();
  const endingOf = useVendorEndingOf(vendors);
  if (module) return <module.VendorCombobox vendors={vendors} endingOf={endingOf} />;
  return failed ? <VendorCards vendors={vendors} /> : <div className="nr-skeleton" aria-hidden="true" />;
}

/**
 * "Choose a vendor" where no list is on screen to carry it (loading, empty); the cards carry their own. Nothing
 * here takes focus or is typed in, so it is an alert: said as it appears, after Continue.
 */
function UnlistedError() {
  const error = useFieldError('vendorNumber');
  return error ? (
    <p className="nr-error" role="alert" data-slot="field-error">
      {error}
    </p>
  ) : null;
}

/**
 * What stands for the vendor field while its list has failed. react-hook-form's element callback for
 * `vendorNumber` goes to it, so Continue's check moves focus there (to "Try again", or the failure), not nowhere.
 */
function FailedList(props: { message: string; onRetry?: () => void }) {
  const { field } = useController({ name: 'vendorNumber' });
  return <ListFailure {...props} focusTarget={field.ref} />;
}

/** The payment vendors as radio cards (a searchable list past a handful), with loading, empty and failed states (the last with "Try again"). */
function VendorFieldView({ vendors, onRetry }: { vendors: UseQueryResult<Vendor[], Error>; onRetry?: () => void }) {
  const { messages } = useRampUi();
  const unlisted = <UnlistedError />;
  const { setFocus } = useFormContext();
  const retry = useRetryFocus(!vendors.isFetching, onRetry ?? (() => void vendors.refetch()), () => setFocus('vendorNumber'));
  if (vendors.isPending && !vendors.isError) {
    return (
      <div className="nr-field" data-slot="vendors-loading" aria-busy="true">
        <p className="nr-label">{messages.vendorLegend}</p>
        <p className="nr-visually-hidden">{messages.loading}</p>
        <div className="nr-skeleton" aria-hidden="true" />
        <div className="nr-skeleton" aria-hidden="true" />
        {unlisted}
      </div>
    );
  }
  if (vendors.isError) {
    // A refused key will be refused again: say who must act instead of offering a retry.
    const host = vendors.error instanceof RampError && isHostProblem(vendors.error);
    return (
      <div className="nr-field nr-notice" data-slot="vendors-failed">
        <p className="nr-label">{messages.vendorLegend}</p>
        <FailedList message={host ? messages.hostConfiguration : messages.vendorsFailed} onRetry={host ? undefined : retry} />
        {/* No "Choose a vendor" here: there is nothing to choose from until the list loads. */}
      </div>
    );
  }
  if (!vendors.data.length) {
    return (
      <div className="nr-field nr-notice" data-slot="vendors-empty">
        <p className="nr-label">{messages.vendorLegend}</p>
        <p role="status">{messages.vendorsEmpty}</p>
        {unlisted}
      </div>
    );
  }
  if (vendors.data.length <= VENDOR_CARD_LIMIT) return <VendorCards vendors={vendors.data} />;
  return <SearchableVendors vendors={vendors.data} />;
}

type VendorQuery = UseQueryResult<Vendor[], Error>;
/** A query result is a new object on every render of its owner; what the vendor field shows depends on these alone. */
export const sameList = (a: VendorQuery, b: VendorQuery) =>
  a.data === b.data && a.isPending === b.isPending && a.isError === b.isError && a.error === b.error && a.refetch === b.refetch;

/** The vendor field, re-rendered only when the list's data or state changes (`onRetry` is read as first given). */
export const VendorField = memo(VendorFieldView, (before, after) => sameList(before.vendors, after.vendors));
