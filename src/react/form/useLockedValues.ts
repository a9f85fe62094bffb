import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { groupAmount } from '../../core';

/**
 * The host's values (locked or prefilled) as the form holds them: an amount as a typed one is held once the
 * person leaves it ("25000" shows as "25,000"), which the review formats and the request sends as the same number.
 */
export function asHeld<V extends { amount: string }>(values: Partial<V> = {}, maxDecimals: number): Partial<V> {
  return values.amount === undefined ? values : { ...values, amount: groupAmount(values.amount, maxDecimals) };
}

/**
 * Keeps the form holding the host's locked values, which the steps show read-only. The form takes its values
 * once, as the widget mounts; a host that learns them later (the user's wallet, fetched after the page showed)
 * changes `lockedValues` then, and the form follows, so what is shown read-only is what is checked and sent.
 * An error left on such a field is checked again with the value.
 */
export function useLockedValues<V extends FieldValues>(form: UseFormReturn<V>, locked: Partial<V>): void {
  const key = JSON.stringify(locked);
  useEffect(() => {
    for (const [field, value] of Object.entries(locked)) {
      const name = field as Path<V>;
      if (value === undefined || form.getValues(name) === value) continue;
      form.setValue(name, value as PathValue<V, Path<V>>, { shouldValidate: Boolean(form.getFieldState(name).error) });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key holds every locked value
  }, [form, key]);
}
