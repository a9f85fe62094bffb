import { isRecord } from './is-record';
import { listIn, pick, type Bank } from './normalise';

// Apart from the vendors' reader: a browser reads the bank list with code loaded after the first
// paint (no first step shows a bank).

/** Banks from any shape: a list of name strings or of objects with `name`/`bank_name`/`bankName` and an optional code. */
export function normaliseBanks(json: unknown): Bank[] {
  const banks: Bank[] = [];
  const seen = new Set<string>();
  try {
    for (const entry of listIn(json, ['banks', 'Banks', 'data'])) {
      const record = isRecord(entry) ? entry : typeof entry === 'string' ? { name: entry } : {};
      const name = pick(record, ['name', 'bank_name', 'bankName', 'bank']);
      const code = pick(record, ['code', 'bank_code', 'bankCode']);
      if (name && !seen.has(name.toLowerCase())) {
        seen.add(name.toLowerCase());
        banks.push(code ? { name, code } : { name });
      }
    }
  } catch {
    // As above: never let a strange answer break the form.
  }
  return banks;
}
