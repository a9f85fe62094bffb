import { accept, refuse, type Read } from '../rules/read';

/**
 * What is wrong with a Nigerian bank account number, or undefined when it is exactly 10 digits (NUBAN length).
 * The NUBAN check digit is not verified: it needs the bank's code, which the bank list may not carry,
 * and a wrong code would refuse real accounts.
 */
export function validateAccountNumber(value: string): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return 'Enter the 10-digit account number';
  if (!/^[0-9]+$/.test(text)) return 'Account numbers have digits only (10 of them)';
  if (text.length !== 10) return `Account numbers have exactly 10 digits (this has ${text.length})`;
  return undefined;
}

/**
 * An account number as typed or pasted ("0123 456 789", "0123-456-789"), with the spaces, dashes
 * and dots people group digits with removed; anything else is left for the validator to refuse.
 */
export function normaliseAccountNumber(value: string): string {
  return typeof value === 'string' ? value.replace(/[\s\u00a0\u2007\u202f.\-\u2010-\u2015]/g, '') : '';
}

/**
 * The account-number rule of every form and body: spaces and dashes set aside, the 10 digits to send, or the problem (code
 * `account_number`). Widget and signer both read account numbers only through this.
 */
export function readAccountNumber(input: unknown): Read<string> {
  const text = typeof input === 'string' ? normaliseAccountNumber(input) : '';
  const problem = validateAccountNumber(text);
  return problem ? refuse('account_number', problem) : accept(text);
}
