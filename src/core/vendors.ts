import { isRecord, listIn, pick } from './json';
import type { FieldTexts } from './rules/field-texts';
import { accept, refuse, type Read } from './rules/read';
import { MAX_TEXT_LENGTH } from './rules/text';
import { plainText } from './text/plain';

/** A payment vendor the buyer pays Naira to (name, bank and account number). */
export type Vendor = { name: string; bank: string; number: string };

/** One value of an entry as it reads (see `plainText`), or undefined when blank or longer than a buy body takes. */
function readable(value: string | undefined): string | undefined {
  const text = plainText(value);
  return text !== '' && text.length <= MAX_TEXT_LENGTH ? text : undefined;
}

/**
 * Vendors from any shape the service is seen to send (observed: `{ Vendors: [{ venderName, vendorBank,
 * vendorNumber }] }`, misspelling included), each value as it reads: invisible characters removed and
 * white space collapsed, so what the widget shows is what a buy sends. Entries missing a value, or with
 * one longer than a buy body takes (a vendor that could be paid but never claimed), are dropped, as
 * are repeats; never throws.
 */
export function normaliseVendors(json: unknown): Vendor[] {
  const vendors: Vendor[] = [];
  const seen = new Set<string>();
  try {
    for (const entry of listIn(json, ['Vendors', 'vendors', 'data'])) {
      if (!isRecord(entry)) continue;
      const name = readable(pick(entry, ['vendor_name', 'vendorName', 'venderName', 'vender_name', 'name']));
      const bank = readable(pick(entry, ['vendor_bank', 'vendorBank', 'bank', 'bank_name', 'bankName']));
      const number = readable(pick(entry, ['vendor_number', 'vendorNumber', 'account_number', 'accountNumber', 'number']));
      const key = `${name}|${bank}|${number}`;
      if (name && bank && number && !seen.has(key)) {
        seen.add(key);
        vendors.push({ name, bank, number });
      }
    }
  } catch {
    // A hostile or broken answer (a throwing getter, say) yields what was read so far.
  }
  return vendors;
}

/** The vendor rule of the buy form: the account number of a listed vendor (a prefilled number the list lacks is no choice). */
export function readListedVendor(input: unknown, vendors: readonly Vendor[] | undefined, texts: Pick<FieldTexts, 'vendorRequired'>): Read<string> {
  const number = typeof input === 'string' ? input : '';
  return vendors?.some((vendor) => vendor.number === number) ? accept(number) : refuse('required', texts.vendorRequired);
}
