import { Suspense } from 'react';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { findBank } from '../../core';
import type { Bank } from '../../core';
import { useRampUi } from '../parts/RampUi';
import { lazyPart } from './lazyComboboxes';
import { TextField } from './TextField';

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

const LazyBankCombobox = lazyPart((module) => module.BankCombobox, PlainBankField);

/** The bank name: a searchable list of the service's banks once it is loaded, else a text field. */
export function BankField({ label, banks, locked }: { label: string; banks: UseQueryResult<Bank[], Error>; locked?: boolean }) {
  const { messages } = useRampUi();
  const hint = banks.isError ? messages.banksFailed : messages.bankHint;
  const list = banks.data ?? [];
  const plain = <PlainBankField label={label} hint={hint} banks={list} locked={locked} />;
  return (
    <>
      {locked || list.length === 0 ? (
        plain
      ) : (
        <Suspense fallback={plain}>
          <LazyBankCombobox label={label} hint={hint} banks={list} />
        </Suspense>
      )}
      {banks.isError && !locked && (
        <button type="button" className="nr-button nr-button-secondary nr-inline" onClick={() => void banks.refetch()}>
          {messages.tryAgain}
        </button>
      )}
    </>
  );
}
