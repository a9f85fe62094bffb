import { cbnCodeOf } from './codes';
import { nubanCheckPasses } from './nuban';
import type { Bank } from './list';
import { isPhoneNumberAccount, isPhoneNumberBank } from './phone-accounts';
import type { FieldIssue } from '../rules/read';

/**
 * A soft warning, never a refusal: "double-check this number" when a valid 10-digit account number
 * fails the NUBAN check digit for the bank's CBN code (the list's `code`, or the shipped code of a
 * deposit money bank). Undefined when it passes, when no usable code is known, and for a phone
 * number at a bank that uses phone numbers as account numbers (OPay, PalmPay, Moniepoint, Kuda).
 */
export function accountNumberWarning(accountNumber: string, bank: Bank | undefined): FieldIssue | undefined {
  if (!bank) return undefined;
  if (isPhoneNumberBank(bank) && isPhoneNumberAccount(accountNumber)) return undefined;
  const code = cbnCodeOf(bank);
  if (!code || nubanCheckPasses(accountNumber, code) !== false) return undefined;
  return {
    code: 'check_digit',
    message: `Double-check this number: it does not look like an account number at ${bank.name}. Go on only if you are sure it is right.`,
    word: (t) => t.accountNumberCheck(bank.name),
  };
}
