import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { findBank, searchBanks } from '../../../core';
import type { Bank } from '../../../core';
import { useLaterUi } from '../RampUi';
import { Combobox } from './Combobox';
import { Field } from './Field';

/**
 * The bank name as a searchable list: matches by prefix, any word or a common name ("GTBank",
 * "opay"), and the form holds the listed bank's exact name once one is picked or typed in full.
 */
export function BankCombobox({ label, hint, banks }: { label: string; hint: ReactNode; banks: readonly Bank[] }) {
  const { messages } = useLaterUi();
  const { setValue } = useFormContext();
  const { field } = useController({ name: 'bankName' });
  // What was typed, for the matches; the input itself keeps its own text.
  const [text, setText] = useState(() => (typeof field.value === 'string' ? field.value : ''));
  const matches = useMemo(() => searchBanks(text, banks), [text, banks]);
  return (
    <Field name="bankName" label={label} hint={hint}>
      {(control) => (
        <Combobox<Bank>
          control={control}
          matches={matches}
          itemText={(bank) => bank.name}
          itemKey={(bank) => bank.code ?? bank.name}
          initialInputValue={text}
          onInputValueChange={(typed) => {
            setText(typed);
            field.onChange(typed);
          }}
          initialSelectedItem={banks.find((bank) => bank.name === text) ?? null}
          onSelect={(bank) => {
            setText(bank.name);
            setValue('bankName', bank.name, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
          }}
          onSettle={(typed) => {
            // "GTBank" or "wema bank" becomes the listed bank; anything else stays for validation to judge.
            const bank = findBank(typed, banks);
            if (!bank || bank.name === typed) field.onBlur();
            return bank && bank.name !== typed ? bank : undefined;
          }}
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
