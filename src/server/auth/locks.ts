import { findBank, type Bank } from '../../core';
import { errorReply, type SignerReply } from '../http/responses';
import { LOCKABLE_FIELDS, type LockableField, type LockedValues } from './authorize';

const SET_BY_SITE = 'This account is set by the site and cannot be changed here.';

const FIELD_MESSAGES: Record<LockableField, string> = {
  network: 'This network is set by the site and cannot be changed.',
  wallet_address: 'This wallet address is set by the site and cannot be changed.',
  bank_name: 'This bank is set by the site and cannot be changed.',
  account_number: 'This account number is set by the site and cannot be changed.',
  account_name: 'This account name is set by the site and cannot be changed.',
};

const EVM_ADDRESS = /^0x[0-9a-f]{40}$/i;

/**
 * The form two values are compared in: a network in any case, text trimmed with inner spaces
 * collapsed, an account number as its digits, names in any case, a bank as the listed bank it names
 * when `banks` has one ("GTBank" is "Guaranty Trust Bank", which the widget sends), and an EVM address
 * in any case (the same address with or without its checksum); other wallets (Stellar, Solana) exactly.
 */
function comparable(field: LockableField, value: unknown, banks: readonly Bank[] | undefined): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim().replace(/\s+/g, ' ');
  if (field === 'account_number') return text.replace(/\D/g, '');
  if (field === 'wallet_address') return EVM_ADDRESS.test(text) ? text.toLowerCase() : text;
  if (field === 'bank_name' && banks) return (findBank(text, banks)?.name ?? text).toLowerCase();
  return text.toLowerCase();
}

/**
 * Refuses a validated body that differs from what the host locked for this user, naming every
 * such field (422); the body is never rewritten to the locked value, so what the person saw on
 * the review is what the service gets, or nothing. `banks`, the service's list when it can be had,
 * tells two names of one bank apart from two banks.
 */
export function checkLocks(locked: LockedValues | undefined, body: Record<string, unknown>, banks?: readonly Bank[]): SignerReply | undefined {
  if (!locked) return undefined;
  const fields: Record<string, string> = {};
  for (const field of LOCKABLE_FIELDS) {
    const fixed = locked[field];
    if (fixed === undefined) continue;
    const sent = comparable(field, body[field], banks);
    if (sent === undefined || sent !== comparable(field, fixed, banks)) fields[field] = FIELD_MESSAGES[field];
  }
  return Object.keys(fields).length === 0 ? undefined : errorReply('validation', SET_BY_SITE, { fields });
}
