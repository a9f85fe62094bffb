import { bankNames, bankWords } from './match';
import type { Bank } from './list';

/**
 * Institutions whose account numbers are usually the holder's phone number without its leading 0
 * (formal names as in `BANK_ALIASES`), named in the hint in their everyday names.
 */
const PHONE_NUMBER_BANKS = ['OPay', 'PalmPay', 'Moniepoint MFB', 'Kuda Microfinance Bank'];
const PHONE_NUMBER_BANK_NAMES = 'OPay, PalmPay, Moniepoint and Kuda';

const compact = (name: string) => bankWords(name).join('');
const PHONE_BANKS = new Set(PHONE_NUMBER_BANKS.map(compact));

/**
 * The hint for a number typed with 11 digits starting with 0, most likely a phone number: banks
 * such as OPay use it without the 0. Undefined for anything else.
 */
export function phoneNumberHint(digits: string): string | undefined {
  if (!/^0[0-9]{10}$/.test(digits)) return undefined;
  return `If this is a phone number, ${PHONE_NUMBER_BANK_NAMES} use it without the leading 0: ${digits.slice(1)}`;
}

/** Whether a bank is one whose account numbers are usually phone numbers (OPay, PalmPay, Moniepoint, Kuda). */
export function isPhoneNumberBank(bank: Bank): boolean {
  return bankNames(bank).some((name) => PHONE_BANKS.has(compact(name)));
}

/** Whether 10 digits read as a Nigerian mobile number without its leading 0 (70…, 80…, 81…, 90…, 91…). */
export function isPhoneNumberAccount(accountNumber: string): boolean {
  return /^[789][01][0-9]{8}$/.test(accountNumber);
}
