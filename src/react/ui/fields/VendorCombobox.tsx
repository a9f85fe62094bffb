import { useMemo, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { bankNames, searchByNames } from '../../../core';
import type { Vendor } from '../../../core';
import { useRampUi } from '../RampUi';
import { Combobox } from './Combobox';
import { Field } from './Field';

const vendorNames = (vendor: Vendor) => [vendor.name, ...bankNames({ name: vendor.bank })];

/**
 * The vendor choice for a long list: searchable by the vendor's name or bank (and the bank's common
 * names), rendering only the matches it shows, so 500 vendors mount like 5. A vendor that reads like
 * another shows the last digits of its account (`endingOf`, see `useVendorEndingOf`).
 */
export function VendorCombobox({ vendors, endingOf }: { vendors: readonly Vendor[]; endingOf: (vendor: Vendor) => string | undefined }) {
  const { messages } = useRampUi();
  const { setValue, getFieldState } = useFormContext();
  const { field } = useController({ name: 'vendorNumber' });
  const value: string = field.value;
  const chosen = useMemo(() => (value ? (vendors.find((vendor) => vendor.number === value) ?? null) : null), [value, vendors]);
  const [query, setQuery] = useState(chosen?.name ?? '');
  // Nothing typed: the list in its own order, read only as far as the menu draws it (no pass over every vendor).
  const matches = useMemo(() => (query ? searchByNames(query, vendors, vendorNames) : vendors), [query, vendors]);
  const set = (value: string) => setValue('vendorNumber', value, { shouldDirty: true, shouldValidate: getFieldState('vendorNumber').isTouched });
  return (
    <Field name="vendorNumber" label={messages.vendorLegend} hint={messages.vendorSearchHint}>
      {(control) => (
        <Combobox<Vendor>
          control={control}
          matches={matches}
          itemText={(vendor) => vendor.name}
          itemDetail={(vendor) => vendor.bank}
          itemNote={(vendor) => {
            const digits = endingOf(vendor);
            return digits === undefined ? undefined : messages.vendorEnding(digits);
          }}
          itemKey={(vendor) => vendor.number}
          initialInputValue={query}
          onInputValueChange={(text) => {
            setQuery(text);
            // A vendor is chosen from the list; typing over a choice undoes it.
            if (chosen && text !== chosen.name) set('');
          }}
          initialSelectedItem={chosen}
          onSelect={(vendor) => {
            setQuery(vendor.name);
            setValue('vendorNumber', vendor.number, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
          }}
          onSettle={() => {
            field.onBlur();
            return undefined;
          }}
          noMatch={messages.vendorNoMatch}
          more={messages.listMore}
          toggleLabel={messages.showVendors}
          listLabel={messages.vendorList}
          inputRef={field.ref}
          inputMode="search"
        />
      )}
    </Field>
  );
}
