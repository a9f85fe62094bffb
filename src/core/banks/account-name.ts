import { readAccountNumber } from './account';
import { cbnCodeOf } from './codes';
import { findBank } from './match';
import { isRecord } from '../json';
import { plainText } from '../text/plain';
import type { Bank } from './list';

/** What the host's account-name function is asked: the listed bank's name, its CBN code when known, and the 10 digits. */
export type AccountNameQuery = { bankName: string; bankCode?: string; accountNumber: string };

/** The longest bank name the enquiry takes, in characters; a longer one is refused before any lookup. */
export const MAX_BANK_NAME_LENGTH = 100;

/** The longest account name read from an answer, in characters; a longer one is taken as unreadable. */
export const MAX_ACCOUNT_NAME_LENGTH = 120;

/** The enquiry's query read, or every field that is wrong (snake_case keys, texts naming the field). */
export type AccountNameQueryRead = { ok: true; query: AccountNameQuery } | { ok: false; fields: Record<string, string> };

function readBank(input: unknown, banks: readonly Bank[] | undefined): Bank | string {
  const name = typeof input === 'string' ? input.trim() : '';
  if (name === '') return 'Bank: enter the bank name';
  if (name.length > MAX_BANK_NAME_LENGTH) return `Bank: a bank name has at most ${MAX_BANK_NAME_LENGTH} characters`;
  if (!banks) return { name };
  return findBank(name, banks) ?? 'Bank: choose a bank from the list';
}

/**
 * Reads `bank_name` and `account_number` of an account-name enquiry against the bank list: the bank
 * must be listed (by name or a common one; the listed name is used), the number 10 digits (spaces and
 * dashes set aside). The bank's CBN code comes from the list, else the shipped table. With `banks`
 * undefined (not loaded yet) the bank name is only checked for presence and length, so whatever can
 * be refused without the list is refused first.
 */
export function readAccountNameQuery(input: { bank_name?: unknown; account_number?: unknown }, banks: readonly Bank[] | undefined): AccountNameQueryRead {
  const fields: Record<string, string> = {};
  const bank = readBank(input.bank_name, banks);
  if (typeof bank === 'string') fields.bank_name = bank;
  const number = readAccountNumber(input.account_number);
  if (!number.ok) fields.account_number = `Account number: ${number.message.charAt(0).toLowerCase()}${number.message.slice(1)}`;
  if (typeof bank === 'string' || !number.ok) return { ok: false, fields };
  const bankCode = cbnCodeOf(bank);
  return { ok: true, query: { bankName: bank.name, ...(bankCode ? { bankCode } : {}), accountNumber: number.value } };
}

/**
 * An account holder's name as a person reads it: invisible characters removed (a U+202E would show the
 * bank's "OKNOKWO" as "OWKONKO"), trimmed, inner spaces collapsed, at most `MAX_ACCOUNT_NAME_LENGTH`
 * characters and no control characters; undefined for anything else.
 */
export function readAccountName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // A control character other than white space makes the answer unreadable, not a name with it taken out.
  if (/(?!\s)\p{Cc}/u.test(value)) return undefined;
  const name = plainText(value);
  if (name === '' || name.length > MAX_ACCOUNT_NAME_LENGTH) return undefined;
  return name;
}

/** The name in the signer's answer `{ "account_name": "…" }`, or undefined when it is not one. */
export function parseAccountNameAnswer(json: unknown): string | undefined {
  return isRecord(json) ? readAccountName(json.account_name) : undefined;
}
