import { useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { accountNumberWarning, findBank, readAccountNumber } from '../../core';
import type { Bank, FieldIssue } from '../../core';
import type { SellFormValues } from './form';

/**
 * The NUBAN check digit's soft warning for the bank and number typed ("double-check this number"),
 * or undefined. The bank is the listed one, or the name as typed when no list is here (the shipped
 * codes of the deposit money banks still apply). Never a refusal.
 */
export function useNumberWarning(control: Control<SellFormValues>, banks: readonly Bank[] | undefined): FieldIssue | undefined {
  const [bankName, accountNumber] = useWatch({ control, name: ['bankName', 'accountNumber'] });
  const number = readAccountNumber(accountNumber);
  const name = bankName.trim();
  if (!number.ok || !name) return undefined;
  const bank = banks?.length ? findBank(name, banks) : { name };
  return accountNumberWarning(number.value, bank);
}
