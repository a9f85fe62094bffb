import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { findBank, searchBanks } from '../../core';
import type { Bank } from '../../core';
import { useRampUi } from '../parts/RampUi';
import { Combobox } from './Combobox';
import { Field } from './Field';

/**
 * The bank name as a searchable list: matches by prefix, any word or a common name ("GTBank",
 * "opay"), and the form holds the listed bank's exact name once one is picked or typed in full.
 */
export function BankCombobox({ label, hint, banks }: { label: string; hint: ReactNode; banks: readonly Bank[] }) {
  const { messages } = useRampUi();
  const { setValue } = useFormContext();
  const { field } = useController({ name: 'bankName' });
  const text = typeof field.value === 'string' ? field.value : '';
  const matches = useMemo(() => searchBanks(text, banks), [text, banks]);
  const choose = (name: string) => setValue('bankName', name, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
  const settle = () => {
    const bank = findBank(text, banks);
    if (bank && bank.name !== text) choose(bank.name);
    else field.onBlur();
  };
  return (
    <Field name="bankName" label={label} hint={hint}>
      {(control) => (
        <Combobox<Bank>
          control={control}
          matches={matches}
          itemText={(bank) => bank.name}
          itemKey={(bank) => bank.code ?? bank.name}
          inputValue={text}
          onInputValueChange={field.onChange}
          selectedItem={banks.find((bank) => bank.name === text) ?? null}
          onSelect={(bank) => choose(bank.name)}
          onSettle={settle}
          noMatch={messages.bankNoMatch}
          more={messages.listMore}
          toggleLabel={messages.showBanks}
          listLabel={messages.bankList}
          inputRef={field.ref}
        />
      )}
    </Field>
  );
}
