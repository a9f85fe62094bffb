import { accept, refuse, type FieldIssue, type Read } from '../rules/read';
import { phoneNumberHint } from './phone-accounts';
import { withoutInvisibles } from '../text/plain';

type Problem = Required<Omit<FieldIssue, 'code'>>;

function problemOf(text: string): Problem | undefined {
  if (text === '') return { message: 'Enter the 10-digit account number', word: (t) => t.accountNumberMissing };
  if (!/^[0-9]+$/.test(text)) return { message: 'Account numbers have digits only (10 of them)', word: (t) => t.accountNumberDigits };
  if (text.length === 10) return undefined;
  const length = `Account numbers have exactly 10 digits (this has ${text.length})`;
  const hint = phoneNumberHint(text);
  return {
    message: hint ? `${length}. ${hint}` : length,
    word: (t) => (hint ? `${t.accountNumberLength(text.length)} ${t.phoneNumber(text.slice(1))}` : t.accountNumberLength(text.length)),
  };
}

/**
 * What is wrong with a Nigerian bank account number, or undefined when it is exactly 10 digits (NUBAN length).
 * An 11-digit number starting with 0 also gets the phone-number hint. The NUBAN check digit is never
 * a refusal (see `accountNumberWarning`): bank codes in lists vary, and a wrong one would refuse real accounts.
 */
export function validateAccountNumber(value: string): string | undefined {
  return problemOf(typeof value === 'string' ? value.trim() : '')?.message;
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
  const problem = problemOf(text);
  if (!problem) return accept(text);
  return refuse(phoneNumberHint(text) ? 'phone_number' : 'account_number', problem.message, problem.word);
}
