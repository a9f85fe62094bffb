import type { Vendor } from './normalise';
import { accept, refuse, type FieldTexts, type Read } from './rules/read';

/** The vendor rule of the buy form: the account number of a listed vendor (a prefilled number the list lacks is no choice). */
export function readListedVendor(input: unknown, vendors: readonly Vendor[] | undefined, texts: Pick<FieldTexts, 'vendorRequired'>): Read<string> {
  const number = typeof input === 'string' ? input : '';
  return vendors?.some((vendor) => vendor.number === number) ? accept(number) : refuse('required', texts.vendorRequired);
}
