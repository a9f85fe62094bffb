import { useState } from 'react';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { findBank } from '../../../core';
import type { Bank } from '../../../core';
import { useLaterUi } from '../RampUi';
import { comboboxes } from './lazyComboboxes';
import { TextField } from './TextField';
import { useRetryFocus } from '../useRetryFocus';

type PlainProps = { label: string; hint: ReactNode; banks: readonly Bank[]; locked?: boolean };

/** The bank as plain text: while the list loads, when it failed (any name can be typed), or when locked. */
function PlainBankField({ label, hint, banks, locked }: PlainProps) {
  const { setValue } = useFormContext();
  // What was typed ("GTBank", "wema bank") becomes the listed bank's exact name, which the service expects.
  const canonical = (value: string) => {
    const bank = findBank(value, banks);
    if (bank && bank.name !== value) setValue('bankName', bank.name, { shouldValidate: true });
  };
  return <TextField name="bankName" label={label} hint={hint} locked={locked} autoComplete="off" onBlur={canonical} />;
}

/**
 * The bank name: a searchable list of the service's banks, or a text field while the list (or the
 * code behind it) is not there yet; the choice is made when the step shows and kept, so a field
 * never swaps while someone types in it.
 */
export function BankField({ label, banks, locked }: { label: string; banks: UseQueryResult<Bank[], Error>; locked?: boolean }) {
  const { messages } = useLaterUi();
  const hint = banks.isError ? messages.banksFailed : messages.bankHint;
  const list = banks.data ?? [];
  // The searchable list if its code and the banks are here when the step shows; plain text otherwise, for good.
  const { module } = comboboxes.useModule();
  const [parts] = useState(() => (list.length ? module : undefined));
  const { setFocus } = useFormContext();
  const retry = useRetryFocus(!banks.isFetching, () => void banks.refetch(), () => setFocus('bankName'));
  return (
    <>
      {parts && !locked && list.length > 0 ? (
        <parts.BankCombobox label={label} hint={hint} banks={list} />
      ) : (
        <PlainBankField label={label} hint={hint} banks={list} locked={locked} />
      )}
      {banks.isError && !locked && (
        <button type="button" className="nr-button nr-button-secondary nr-inline" onClick={retry}>
          {messages.tryAgain}
        </button>
      )}
    </>
  );
}
