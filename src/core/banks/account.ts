import { accept, refuse, type Read } from '../rules/read';
import { phoneNumberHint } from './phone-accounts';
import { withoutInvisibles } from '../text/plain';

/**
 * What is wrong with a Nigerian bank account number, or undefined when it is exactly 10 digits (NUBAN length).
 * An 11-digit number starting with 0 also gets the phone-number hint. The NUBAN check digit is never
 * a refusal (see `accountNumberWarning`): bank codes in lists vary, and a wrong one would refuse real accounts.
 */
export function validateAccountNumber(value: string): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return 'Enter the 10-digit account number';
  if (!/^[0-9]+$/.test(text)) return 'Account numbers have digits only (10 of them)';
  if (text.length !== 10) {
    const length = `Account numbers have exactly 10 digits (this has ${text.length})`;
    const hint = phoneNumberHint(text);
    return hint ? `${length}. ${hint}` : length;
  }
  return undefined;
}

/**
 * An account number as typed or pasted ("0123 456 789", "0123-456-789"), with the spaces, dashes
 * and dots people group digits with removed, and the invisible characters a copy from some apps
 * brings (U+202A, U+200B): what is left is the digits shown. Anything else is left for the validator.
 */
export function normaliseAccountNumber(value: string): string {
  return typeof value === 'string' ? withoutInvisibles(value).replace(/[\s\u00a0\u2007\u202f.\-\u2010-\u2015]/g, '') : '';
}

/**
 * The account-number rule of every form and body: spaces and dashes set aside, the 10 digits to send, or the problem (code
 * `phone_number` for an 11-digit number starting with 0, else `account_number`). Widget and signer both read account
 * numbers only through this.
 */
export function readAccountNumber(input: unknown): Read<string> {
  const text = typeof input === 'string' ? normaliseAccountNumber(input) : '';
  const problem = validateAccountNumber(text);
  if (!problem) return accept(text);
  return refuse(phoneNumberHint(text) ? 'phone_number' : 'account_number', problem);
}
