import { isRecord } from './is-record';

/** A payment vendor the buyer pays Naira to (name, bank and account number). */
export type Vendor = { name: string; bank: string; number: string };

/** A Nigerian bank a seller can be paid into; only `name` is sent to the service. */
export type Bank = { name: string; code?: string };

/** The list inside an answer: a bare array, or under one of `keys`, possibly one level down (`{ data: { vendors } }`). */
export function listIn(json: unknown, keys: string[], depth = 0): unknown[] {
  if (Array.isArray(json)) return json;
  if (!isRecord(json) || depth > 1) return [];
  for (const key of keys) {
    const found = listIn(json[key], keys, depth + 1);
    if (found.length > 0) return found;
  }
  return [];
}

/** The first of `keys` holding a non-blank string or a number, trimmed. */
export function pick(entry: Record<string, unknown>, keys: string[]): string | undefined {
  for (const key of keys) {
    const value = entry[key];
    const text = typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
    if (text !== '') return text;
  }
  return undefined;
}

/**
 * Vendors from any shape the service is seen to send (observed: `{ Vendors: [{ venderName, vendorBank,
 * vendorNumber }] }`, misspelling included). Entries missing a value are dropped; never throws.
 */
export function normaliseVendors(json: unknown): Vendor[] {
  const vendors: Vendor[] = [];
  const seen = new Set<string>();
  try {
    for (const entry of listIn(json, ['Vendors', 'vendors', 'data'])) {
      if (!isRecord(entry)) continue;
      const name = pick(entry, ['vendor_name', 'vendorName', 'venderName', 'vender_name', 'name']);
      const bank = pick(entry, ['vendor_bank', 'vendorBank', 'bank', 'bank_name', 'bankName']);
      const number = pick(entry, ['vendor_number', 'vendorNumber', 'account_number', 'accountNumber', 'number']);
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
