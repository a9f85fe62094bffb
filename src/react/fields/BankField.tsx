import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import type { Bank } from '../../core';
import { useRampUi } from '../parts/RampUi';
import { TextField } from './TextField';

/**
 * The bank name, searchable through a native `<datalist>`: the browser filters as the person types,
 * keyboard and screen reader support come with it, and any name can still be typed if the list fails.
 */
export function BankField({ label, banks, locked }: { label: string; banks: UseQueryResult<Bank[], Error>; locked?: boolean }) {
  const { messages } = useRampUi();
  const { setValue } = useFormContext();
  const listId = useId();
  // A name typed in another case is set to the list's spelling, which is what the service expects.
  const canonical = (value: string) => {
    const match = banks.data?.find((bank) => bank.name.toLowerCase() === value.trim().toLowerCase());
    if (match && match.name !== value) setValue('bankName', match.name, { shouldValidate: true });
  };
  return (
    <>
      <TextField
        name="bankName"
        label={label}
        hint={banks.isError ? messages.banksFailed : messages.bankHint}
        locked={locked}
        list={locked ? undefined : listId}
        autoComplete="off"
        onBlur={canonical}
      />
      {banks.isError && !locked && (
        <button type="button" className="nr-button nr-button-secondary nr-inline" onClick={() => void banks.refetch()}>
          {messages.tryAgain}
        </button>
      )}
      <datalist id={listId}>
        {banks.data?.map((bank) => (
          <option key={bank.code ?? bank.name} value={bank.name} />
        ))}
      </datalist>
    </>
  );
}
